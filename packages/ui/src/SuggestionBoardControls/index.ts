export {
  SuggestionBoardControls,
  type BoardLibraryOption,
  type SuggestionBoardControlsProps,
} from './SuggestionBoardControls.tsx';
