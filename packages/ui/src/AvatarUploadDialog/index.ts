export {
  AvatarUploadDialog,
  AVATAR_MAX_BYTES,
  type AvatarUploadDialogProps,
} from './AvatarUploadDialog.tsx';
