export { UserForm, type UserFormProps, type UserFormValues } from './UserForm.tsx';
export { userFormSchema, type UserFormFields } from './userFormSchema.ts';
