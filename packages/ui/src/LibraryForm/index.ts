export { LibraryForm, type LibraryFormProps } from './LibraryForm.tsx';
