import { useTranslation } from '@libatlas/i18n';
import { SuggestionCard } from '@libatlas/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { suggestionKey, useSuggestions } from '../../api/suggestions';
import { PageLoading } from '../../layout/PageLoading';
import { ProposalReview } from '../../suggestions/ProposalReview';

/** The console's proposed edits: every pending one, newest first, each with its review. */
export function ProposalsTab() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useSuggestions({ status: 'pending', type: 'improvement' });
  if (isLoading && !data) return <PageLoading />;
  if (error) {
    return (
      <Alert severity="error" role="alert">
        {t('suggestions.fetchError')}
      </Alert>
    );
  }
  const proposals = (data ?? []).filter((suggestion) => suggestion.proposal);
  if (proposals.length === 0) {
    return <Typography color="text.secondary">{t('suggestionBoard.noProposals')}</Typography>;
  }
  return (
    <Box
      component="ul"
      role="list"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {proposals.map((suggestion) => (
        <li key={suggestion.id}>
          <SuggestionCard suggestion={suggestion} href={suggestionKey(suggestion.id)}>
            <ProposalReview suggestion={suggestion} />
          </SuggestionCard>
        </li>
      ))}
    </Box>
  );
}
