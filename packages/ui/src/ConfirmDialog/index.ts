export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export { useConfirmedDelete, type ConfirmedDelete } from './useConfirmedDelete.ts';
