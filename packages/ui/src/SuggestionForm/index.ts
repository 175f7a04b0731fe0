export { SuggestionForm, type SuggestionFormProps } from './SuggestionForm.tsx';
