export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export { failureMessage } from './failureMessage.ts';
export { useConfirmedDelete, type ConfirmedDelete } from './useConfirmedDelete.ts';
