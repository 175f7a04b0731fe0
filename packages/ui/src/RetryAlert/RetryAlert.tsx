import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from '@libatlas/i18n';

export interface RetryAlertProps {
  /** What failed, in the active language ('Failed to fetch users'). */
  message: string;
  /** Offered as Try Again, when given. */
  onRetry?: () => void;
  sx?: SxProps<Theme>;
}

/**
 * A load that failed, said in place of what it should have shown (never as an empty list), with
 * Try Again when the caller can retry.
 */
export function RetryAlert({ message, onRetry, sx }: RetryAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
