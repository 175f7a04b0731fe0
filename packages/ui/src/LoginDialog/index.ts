export { LoginDialog, type LoginDialogProps, type SignUpRequest } from './LoginDialog.tsx';
export { serverMessage } from './serverMessage.ts';
