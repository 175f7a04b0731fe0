import { z } from 'zod';
import { isImageDataUrl } from './isImageDataUrl';
import { emailSchema, optionalText, requiredText, TEXT_LIMITS, timestampSchema } from './text';
import {
  DEFAULT_ROLE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
  USER_STATUSES,
  type Role,
} from './userOptions';
import { validationMessages } from './validationMessages';
import { versionStampSchema } from './versionStampSchema';

/** 'user' is the spec's other name for 'regular' (spec §3); the API always answers 'regular'. */
export const roleSchema = z.preprocess(
  (value) => (value === 'user' ? 'regular' : value),
  z.enum(ROLES, { error: validationMessages.invalidChoice }),
);

export const userStatusSchema = z.enum(USER_STATUSES, { error: validationMessages.invalidChoice });

/**
 * A new password: at least PASSWORD_MIN_LENGTH characters, not all of them spaces. The server
 * also refuses the common passwords (packages/server's commonPasswords), a list too big to send
 * to every browser; it answers with the same 'Password is too weak'.
 */
export const passwordSchema = z
  .string({ error: validationMessages.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: validationMessages.passwordTooWeak })
  .max(PASSWORD_MAX_LENGTH, { error: validationMessages.tooLong })
  .refine((password) => password.trim() !== '', { error: validationMessages.passwordTooWeak });

/**
 * The caller's current password, which changing one's own password or email needs (the server
 * says which: 'currentPasswordRequired' or 'currentPasswordWrong').
 */
export const currentPasswordSchema = z.string().max(PASSWORD_MAX_LENGTH, {
  error: validationMessages.tooLong,
});

/**
 * An avatar: an inline data string (spec §2 Profile: the chosen image is read as a data URL) of a
 * png, jpg, jpeg or gif (spec §9) whose bytes are that image, an uploaded path, or a full http(s)
 * URL. Capped so a profile stays small (the profile dialog takes pictures of up to 1 MiB).
 */
export const AVATAR_MAX_LENGTH = 1_500_000;
export const avatarSchema = z
  .string()
  .max(AVATAR_MAX_LENGTH, { error: validationMessages.tooLong })
  .regex(
    /^(data:image\/(png|jpe?g|gif);base64,[A-Za-z0-9+/=]+|\/uploads\/[A-Za-z0-9._-]+|https?:\/\/\S+)?$/,
    {
      error: validationMessages.invalidUrl,
    },
  )
  .refine((value) => !value.startsWith('data:') || isImageDataUrl(value), {
    error: validationMessages.invalidImage,
    // One problem at a time: a string past the cap or of the wrong form is not decoded.
    when: (payload) => payload.issues.length === 0,
  });

export const userPropertiesSchema = z.object({
  location: optionalText().optional(),
  company: optionalText().optional(),
  website: optionalText().optional(),
  role: optionalText().optional(),
});

/** A user as the API answers it. The password never leaves the server. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: userStatusSchema,
  avatar: z.string().nullable(),
  lastLogin: timestampSchema.nullable(),
  createdAt: timestampSchema,
  properties: userPropertiesSchema,
  /** True for the main admin account, whose role is locked (spec §3). */
  isMainAdmin: z.boolean(),
  /** When the account was last edited: the version an edit names (`updatedAt` of the update). */
  updatedAt: timestampSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

/** The signed-in user as the app keeps it (spec §3 Session: it also carries isAdmin). */
export type SessionUser = User & { isAdmin: boolean };

export const loginRequestSchema = z.object({
  email: z
    .string({ error: validationMessages.emailRequired })
    .trim()
    .min(1, { error: validationMessages.emailRequired })
    .max(254, { error: validationMessages.tooLong }),
  password: z
    .string({ error: validationMessages.passwordRequired })
    .min(1, { error: validationMessages.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: validationMessages.tooLong }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * POST /api/users: sign-up without a token (role forced to regular, status active), or an admin
 * creating any user (spec §5 User create: name, email and password required, role regular).
 */
export const userCreateSchema = z.object({
  name: requiredText(TEXT_LIMITS.short),
  email: emailSchema(validationMessages.invalidEmailAddress),
  password: passwordSchema,
  role: roleSchema.default(DEFAULT_ROLE),
  status: userStatusSchema.default('active'),
  avatar: avatarSchema.optional(),
  properties: userPropertiesSchema.optional(),
});
export type UserCreateInput = z.input<typeof userCreateSchema>;

/**
 * The rule of spec §5 User edit: password and confirmation are optional but must match when either
 * is given, reported on confirmPassword.
 */
function passwordsMatch(value: {
  password?: string | undefined;
  confirmPassword?: string | undefined;
}) {
  return (value.password ?? '') === (value.confirmPassword ?? '');
}

/** PUT /api/users/{id}: every field optional; only an admin may send role or status. */
export const userUpdateSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: validationMessages.nameRequired })
      .max(TEXT_LIMITS.short, { error: validationMessages.tooLong })
      .optional(),
    email: emailSchema(validationMessages.invalidEmailAddress).optional(),
    role: roleSchema.optional(),
    status: userStatusSchema.optional(),
    avatar: avatarSchema.nullable().optional(),
    properties: userPropertiesSchema.optional(),
    password: z.union([z.literal(''), passwordSchema]).optional(),
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    /**
     * The `updatedAt` of the account this edit was made from: when it has changed since, the edit
     * is refused (409 `versionConflict`). Left out, the edit applies to the account as it is now.
     */
    updatedAt: versionStampSchema.optional(),
    /** Needed when the caller changes their own password or email. */
    currentPassword: currentPasswordSchema.optional(),
  })
  .refine(passwordsMatch, {
    error: validationMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/**
 * The admin's user-edit form (spec §5): name, email, role, optional password with confirmation;
 * the main admin's role cannot move away from admin.
 */
export function userEditFormSchema({ isMainAdmin }: { isMainAdmin: boolean }) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, { error: validationMessages.nameRequired })
        .max(TEXT_LIMITS.short, { error: validationMessages.tooLong }),
      email: emailSchema(validationMessages.invalidEmailAddress),
      role: z.enum(ROLES, { error: validationMessages.invalidChoice }),
      password: z.union([z.literal(''), passwordSchema]),
      confirmPassword: z.string(),
    })
    .refine(passwordsMatch, {
      error: validationMessages.passwordsDontMatch,
      path: ['confirmPassword'],
    })
    .refine((value) => !isMainAdmin || value.role === 'admin', {
      error: validationMessages.mainAdminRole,
      path: ['role'],
    });
}
export type UserEditForm = z.infer<ReturnType<typeof userEditFormSchema>>;

/** The sign-up form in the login modal: the create fields plus a confirmation. */
export const signUpFormSchema = z
  .object({
    name: requiredText(TEXT_LIMITS.short),
    email: emailSchema(validationMessages.invalidEmailAddress),
    password: passwordSchema,
    confirmPassword: z.string().min(1, { error: validationMessages.confirmPasswordRequired }),
  })
  .refine(passwordsMatch, {
    error: validationMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** Whether an update would move the main admin's role away from admin (spec §5, §6). */
export function changesMainAdminRole(
  target: Pick<User, 'isMainAdmin'>,
  role: Role | undefined,
): boolean {
  return target.isMainAdmin && role !== undefined && role !== 'admin';
}
