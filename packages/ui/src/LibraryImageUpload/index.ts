export { LibraryImageUpload, type LibraryImageUploadProps } from './LibraryImageUpload.tsx';
