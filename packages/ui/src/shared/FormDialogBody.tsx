import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from '@libatlas/i18n';

export interface FormDialogBodyProps {
  /** The title's id, from `FormDialog`. */
  titleId: string;
  /** The title, which names the dialog and its form. */
  title: ReactNode;
  /** The form's submit handler (the submit button and Enter). */
  onSubmit: (event: FormEvent) => void;
  /** The form's own layout. */
  formSx?: SxProps<Theme>;
  /** The fields. */
  children: ReactNode;
  /** A failure to show below the fields, as an error. */
  failure?: string | null;
  /** Further notices below it (a conflict, what was loaded). */
  notices?: ReactNode;
  /** Whether the form is sending: Cancel and the submit button are disabled. */
  busy: boolean;
  /** Called by Cancel. */
  onCancel: () => void;
  /** The submit button's text (its busy text while sending). */
  submitLabel: string;
  /** Disables the submit button for another reason (an image uploading). */
  submitDisabled?: boolean;
}

/** The title, the form, its notices and its buttons (Cancel, submit) of a `FormDialog`. */
export function FormDialogBody({
  titleId,
  title,
  onSubmit,
  formSx,
  children,
  failure,
  notices,
  busy,
  onCancel,
  submitLabel,
  submitDisabled = false,
}: FormDialogBodyProps) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          id={formId}
          noValidate
          aria-labelledby={titleId}
          onSubmit={onSubmit}
          sx={formSx}
        >
          {children}
        </Box>
      </DialogContent>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mx: 3, mt: 2 }}>
          {failure}
        </Alert>
      )}
      {notices}
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={busy || submitDisabled}>
          {submitLabel}
        </Button>
      </DialogActions>
    </>
  );
}
