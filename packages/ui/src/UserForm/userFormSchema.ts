import type { z } from 'zod';
import { userCreateSchema, userEditFormSchema, userSchema } from '@libatlas/contracts';

/** The fields of the user form, in both modes (create leaves the confirmation empty). */
export interface UserFormFields {
  name: string;
  email: string;
  role: (typeof userSchema.shape.role.options)[number];
  password: string;
  confirmPassword: string;
  /** The editing admin's own password, asked for when they change their own email or password. */
  currentPassword: string;
}

const createFormSchema = userCreateSchema
  .pick({ name: true, email: true, password: true })
  .extend({ role: userSchema.shape.role });

/**
 * The rules of spec §5: on create, the create call's own name, email and password rules and a role;
 * on edit, the contracts' edit form (optional matching passwords, the main admin's locked role).
 */
export function userFormSchema(mode: 'create' | 'edit', isMainAdmin: boolean) {
  return mode === 'create' ? createFormSchema : userEditFormSchema({ isMainAdmin });
}

/** What the user form submits once its values pass the rules of its mode. */
export type UserFormOutput = z.output<ReturnType<typeof userFormSchema>>;
