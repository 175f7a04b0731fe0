export { SuggestionCard, type SuggestionCardProps } from './SuggestionCard.tsx';
