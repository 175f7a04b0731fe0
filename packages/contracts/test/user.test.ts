import { describe, expect, it } from 'vitest';
import {
  changesMainAdminRole,
  isUser,
  loginRequestSchema,
  signUpFormSchema,
  userCreateSchema,
  userEditFormSchema,
  userSchema,
  userUpdateSchema,
  validationMessages as m,
} from '../src';

function firstMessage(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  path: string,
) {
  return result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;
}

const editForm = {
  name: 'Amal',
  email: 'amal@example.org',
  role: 'regular',
  password: '',
  confirmPassword: '',
};

describe('userEditFormSchema (spec §5 User edit)', () => {
  const schema = userEditFormSchema({ isMainAdmin: false });

  it('accepts a valid edit with no password', () => {
    expect(schema.safeParse(editForm).success).toBe(true);
  });

  it("reports 'Name is required' for an empty name", () => {
    expect(firstMessage(schema.safeParse({ ...editForm, name: '' }), 'name')).toBe(m.nameRequired);
  });

  it("reports 'Invalid email address' for a bad email", () => {
    expect(firstMessage(schema.safeParse({ ...editForm, email: 'amal@' }), 'email')).toBe(
      m.invalidEmailAddress,
    );
  });

  it('accepts only admin, regular and premium as roles', () => {
    for (const role of ['admin', 'regular', 'premium'])
      expect(schema.safeParse({ ...editForm, role }).success).toBe(true);
    expect(schema.safeParse({ ...editForm, role: 'superuser' }).success).toBe(false);
  });

  it("reports 'Passwords don't match' on confirmPassword when either is given and they differ", () => {
    const onlyPassword = schema.safeParse({
      ...editForm,
      password: 'correct-horse',
      confirmPassword: '',
    });
    expect(firstMessage(onlyPassword, 'confirmPassword')).toBe(m.passwordsDontMatch);
    const onlyConfirm = schema.safeParse({ ...editForm, confirmPassword: 'correct-horse' });
    expect(firstMessage(onlyConfirm, 'confirmPassword')).toBe(m.passwordsDontMatch);
    expect(
      schema.safeParse({ ...editForm, password: 'correct-horse', confirmPassword: 'correct-horse' })
        .success,
    ).toBe(true);
  });

  it("reports 'Cannot change main admin role' when the main admin's role moves away from admin", () => {
    const mainAdmin = userEditFormSchema({ isMainAdmin: true });
    expect(firstMessage(mainAdmin.safeParse({ ...editForm, role: 'regular' }), 'role')).toBe(
      m.mainAdminRole,
    );
    expect(mainAdmin.safeParse({ ...editForm, role: 'admin' }).success).toBe(true);
    expect(changesMainAdminRole({ isMainAdmin: true }, 'premium')).toBe(true);
    expect(changesMainAdminRole({ isMainAdmin: true }, 'admin')).toBe(false);
    expect(changesMainAdminRole({ isMainAdmin: false }, 'regular')).toBe(false);
  });
});

describe('userCreateSchema (spec §5 User create, sign-up)', () => {
  it('requires name, email and password and defaults role regular, status active', () => {
    const parsed = userCreateSchema.parse({
      name: 'Omar',
      email: 'omar@example.org',
      password: 'long-enough',
    });
    expect(parsed.role).toBe('regular');
    expect(parsed.status).toBe('active');
    const missing = userCreateSchema.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['name', 'email', 'password']),
    );
  });

  it("reads 'user' as the spec's other name for 'regular'", () => {
    expect(
      userCreateSchema.parse({
        name: 'A',
        email: 'a@example.org',
        password: 'long-enough',
        role: 'user',
      }).role,
    ).toBe('regular');
  });

  it('reports a short password as too weak', () => {
    const result = userCreateSchema.safeParse({
      name: 'A',
      email: 'a@example.org',
      password: 'short',
    });
    expect(firstMessage(result, 'password')).toBe(m.passwordTooWeak);
  });

  it('reports a password of spaces alone as too weak, in the sign-up form too', () => {
    for (const password of ['        ', ' \t  \t  \n ']) {
      const result = userCreateSchema.safeParse({ name: 'A', email: 'a@example.org', password });
      expect(firstMessage(result, 'password')).toBe(m.passwordTooWeak);
      const form = signUpFormSchema.safeParse({
        name: 'A',
        email: 'a@example.org',
        password,
        confirmPassword: password,
      });
      expect(firstMessage(form, 'password')).toBe(m.passwordTooWeak);
    }
  });
});

describe('userUpdateSchema (PUT /api/users/{id})', () => {
  it('carries the current password beside a new one', () => {
    const parsed = userUpdateSchema.parse({
      password: 'fresh harbour 88',
      confirmPassword: 'fresh harbour 88',
      currentPassword: 'the old one',
    });
    expect(parsed.currentPassword).toBe('the old one');
  });

  it('accepts a partial update and an inline avatar', () => {
    expect(userUpdateSchema.safeParse({ name: 'New name' }).success).toBe(true);
    expect(
      userUpdateSchema.safeParse({ avatar: 'data:image/png;base64,iVBORw0KGgo=' }).success,
    ).toBe(true);
  });

  it('refuses an avatar that is not an image', () => {
    expect(userUpdateSchema.safeParse({ avatar: 'javascript:alert(1)' }).success).toBe(false);
    // Labelled a PNG, but its bytes are text: refused by its magic number (validation.invalidImage).
    const forged = userUpdateSchema.safeParse({
      avatar: `data:image/png;base64,${btoa('<script>alert(1)</script>')}`,
    });
    expect(forged.error?.issues.map((issue) => issue.message)).toEqual(['validation.invalidImage']);
    expect(userUpdateSchema.safeParse({ avatar: 'data:text/html;base64,PGgxPg==' }).success).toBe(
      false,
    );
  });

  it('reports mismatched passwords on confirmPassword', () => {
    const result = userUpdateSchema.safeParse({
      password: 'correct-horse',
      confirmPassword: 'battery',
    });
    expect(firstMessage(result, 'confirmPassword')).toBe(m.passwordsDontMatch);
  });
});

describe('login and sign-up forms', () => {
  it('requires a non-empty email and password to log in', () => {
    expect(firstMessage(loginRequestSchema.safeParse({ email: '', password: 'x' }), 'email')).toBe(
      m.emailRequired,
    );
    expect(
      firstMessage(loginRequestSchema.safeParse({ email: 'a@b.co', password: '' }), 'password'),
    ).toBe(m.passwordRequired);
  });

  it('requires the confirmation to match on sign-up', () => {
    const base = { name: 'A', email: 'a@example.org', password: 'long-enough' };
    expect(
      firstMessage(signUpFormSchema.safeParse({ ...base, confirmPassword: '' }), 'confirmPassword'),
    ).toBe(m.confirmPasswordRequired);
    expect(
      firstMessage(
        signUpFormSchema.safeParse({ ...base, confirmPassword: 'other-one' }),
        'confirmPassword',
      ),
    ).toBe(m.passwordsDontMatch);
    expect(signUpFormSchema.safeParse({ ...base, confirmPassword: 'long-enough' }).success).toBe(
      true,
    );
  });
});

describe('isUser (the browser checks the stored session without zod)', () => {
  const user = {
    id: 'u1',
    name: 'Amal',
    email: 'amal@example.org',
    role: 'premium',
    status: 'active',
    avatar: null,
    lastLogin: '2025-01-31T10:00:00.000Z',
    createdAt: '2025-01-01T10:00:00.000Z',
    properties: { company: 'Atlas' },
    isMainAdmin: false,
  };

  it('accepts what the schema accepts', () => {
    for (const value of [
      user,
      { ...user, avatar: '/uploads/a.png', lastLogin: null, properties: {} },
    ]) {
      expect(userSchema.safeParse(value).success).toBe(true);
      expect(isUser(value)).toBe(true);
    }
  });

  const broken: [string, unknown][] = [
    ['id', undefined],
    ['name', 1],
    ['email', null],
    ['role', 'owner'],
    ['status', 'gone'],
    ['avatar', undefined],
    ['lastLogin', 5],
    ['createdAt', null],
    ['properties', null],
    ['properties', { website: 42 }],
    ['isMainAdmin', 'no'],
  ];
  it.each(broken)('rejects, as the schema does, %s set to %j', (field, value) => {
    const copy: Record<string, unknown> = { ...user, [field]: value };
    if (value === undefined) delete copy[field];
    expect(userSchema.safeParse(copy).success).toBe(false);
    expect(isUser(copy)).toBe(false);
  });

  it('rejects what is not a record', () => {
    for (const value of [null, 'Amal', [user]]) expect(isUser(value)).toBe(false);
  });
});
