import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '@libatlas/i18n';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The question, as the dialog's title ("Delete library?"). */
  title: string;
  /** What confirming does, in a sentence. */
  message: ReactNode;
  /** The confirm button's words ("Delete"). */
  confirmLabel: string;
  /** The cancel button's words; "Cancel" by default. */
  cancelLabel?: string;
  /** Paints the confirm button in the error colour, for actions that cannot be undone. */
  destructive?: boolean;
  /** While the confirmed action runs: both buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Why the action failed, shown above the buttons; the dialog stays open for another try. */
  error?: string | null;
  /** Called by the confirm button. */
  onConfirm: () => void;
  /** Called by the cancel button, Escape or a click outside (never while busy). */
  onCancel: () => void;
}

/**
 * - **Use it** before an action that cannot be undone (a delete).
 * - **Don't use it** for actions that can be undone or reviewed before saving: let them happen.
 *
 * A question to confirm before an action (spec §2: "Delete asks for confirmation first"), used for
 * library and user deletes. The focus starts on Cancel, so a stray Enter never destroys anything.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  error = null,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ overflowWrap: 'anywhere' }}>
          {message}
        </DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
