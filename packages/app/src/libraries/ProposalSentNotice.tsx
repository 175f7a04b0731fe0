import { useTranslation } from '@libatlas/i18n';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

/** The thanks a reader gets once their proposal is sent, with a link to it. */
export function ProposalSentNotice({
  suggestionId,
  onClose,
}: {
  suggestionId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert severity="success" onClose={onClose}>
      {t('library.proposalSent')}{' '}
      <Link component={RouterLink} to={`/suggestions/${encodeURIComponent(suggestionId)}`}>
        {t('library.viewProposal')}
      </Link>
    </Alert>
  );
}
