export {
  LibraryDetailView,
  type LibraryDetailState,
  type LibraryDetailViewProps,
} from './LibraryDetailView.tsx';
