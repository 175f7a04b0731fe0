export {
  LibraryEditDiff,
  type LibraryEditConflict,
  type LibraryEditDiffProps,
} from './LibraryEditDiff.tsx';
