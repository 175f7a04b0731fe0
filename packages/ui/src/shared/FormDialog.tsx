import { Fragment, useId, useState, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/** What a form dialog gives its content. */
export interface FormDialogContext {
  /** The id of the content's title, which names the dialog. */
  titleId: string;
  /** Whether the content is sending: the dialog may not close meanwhile. */
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
}

export interface FormDialogProps {
  /** Whether the dialog is shown; its content is mounted only while it is, so each opening starts afresh. */
  open: boolean;
  /** Called by Cancel and Escape (not while sending, nor by a click outside); the owner closes. */
  onClose: () => void;
  /** Names what the content edits: another value mounts the content anew (another record). */
  contentKey: string;
  /** The content (a `FormDialogBody`), given the title's id and the sending state. */
  children: (dialog: FormDialogContext) => ReactNode;
}

/** The dialog of the library forms: medium width, full screen on small screens. */
export function FormDialog({ open, onClose, contentKey, children }: FormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        // A stray click outside would throw away the typing; Cancel and Escape are deliberate.
        if (!busy && reason !== 'backdropClick') onClose();
      }}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <Fragment key={contentKey}>{children({ titleId, busy, onBusyChange: setBusy })}</Fragment>
    </Dialog>
  );
}
