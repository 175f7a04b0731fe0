export { LibraryEditForm, type LibraryEditFormProps } from './LibraryEditForm.tsx';
