export { LibraryCover, monogramOf, type LibraryCoverProps } from './LibraryCover.tsx';
export { LibraryImage, type LibraryImageProps } from './LibraryImage.tsx';
