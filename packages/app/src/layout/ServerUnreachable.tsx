import { useTranslation } from '@libatlas/i18n';
import { PageContainer } from '@libatlas/ui';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ServerUnreachableError } from '../routing/ServerUnreachableError';
import { MarkReady } from './MarkReady';

/**
 * What a page whose code could not be fetched shows when the server cannot be reached (offline):
 * inside the site's header and footer, which stay, with Retry, which fetches the page again and
 * draws it once it is there.
 */
export function ServerUnreachable({
  error,
  onRetried,
}: {
  /** The failure, which knows how to fetch its page again. */
  error: ServerUnreachableError;
  /** Called once the page is there (or failed otherwise): draw it, or its error. */
  onRetried: () => void;
}) {
  const { t } = useTranslation();
  const [retrying, setRetrying] = useState(false);

  const retry = () => {
    setRetrying(true);
    error.retry().then(onRetried, (failure: unknown) => {
      // Still unreachable: the message stays, ready for another try.
      if (failure instanceof ServerUnreachableError) setRetrying(false);
      else onRetried();
    });
  };

  return (
    <PageContainer>
      {/* The app has taken the page over, if only to say it could not fetch it. */}
      <MarkReady />
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
        <Typography variant="h4" component="h1">
          {t('errors.unreachableTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
          {t('errors.unreachable')}
        </Typography>
        <Button variant="contained" onClick={retry} loading={retrying}>
          {t('common.retry')}
        </Button>
      </Stack>
    </PageContainer>
  );
}
