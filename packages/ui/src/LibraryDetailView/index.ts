export {
  LibraryDetailView,
  type LibraryDetailState,
  type LibraryDetailViewProps,
} from './LibraryDetailView.tsx';
export type { SuggestableField } from './VisitSection.tsx';
