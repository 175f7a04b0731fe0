export { LoginDialog, type LoginDialogProps, type SignUpRequest } from './LoginDialog.tsx';
