export { SuggestionFilter, type SuggestionFilterProps } from './SuggestionFilter.tsx';
