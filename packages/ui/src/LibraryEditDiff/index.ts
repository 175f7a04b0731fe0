export {
  LibraryEditDiff,
  type LibraryEditConflict,
  type LibraryEditDiffProps,
} from './LibraryEditDiff.tsx';
export { FieldValue, type FieldValueProps } from './FieldValue.tsx';
export { fieldLabelKey } from './fieldLabelKey.ts';
