export { QueryForm, type QueryFormProps } from './QueryForm.tsx';
