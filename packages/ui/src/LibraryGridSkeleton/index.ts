export { LibraryGridSkeleton, type LibraryGridSkeletonProps } from './LibraryGridSkeleton.tsx';
