export { SuggestionsBoard, type SuggestionsBoardProps } from './SuggestionsBoard.tsx';
