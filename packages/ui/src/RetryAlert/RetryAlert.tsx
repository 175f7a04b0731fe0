import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from '@libatlas/i18n';

export interface RetryAlertProps {
  /** What failed, in the active language ('Failed to fetch users'). */
  message: string;
  /** Offered as Try Again, when given. */
  onRetry?: () => void;
  /** Extra styles for the alert, such as its margins in the page. */
  sx?: SxProps<Theme>;
}

/**
 * - **Use it** in place of content whose load failed, with Try Again when the caller can retry.
 * - **Don't use it** for a failed save or submit: show the message beside the form that failed.
 *
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
