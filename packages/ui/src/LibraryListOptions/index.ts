export {
  LibraryListOptions,
  type LibraryListOptionsProps,
  type NearestState,
} from './LibraryListOptions.tsx';
