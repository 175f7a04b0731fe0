/** The admin's user screens (spec §2). */
export const userPaths = {
  /** The create-user form. */
  add: '/users/add',
  /** The console the user screens return to. */
  manage: '/manage',
  /** A user's read-only details. */
  details: (id: string) => `/users/${encodeURIComponent(id)}`,
  /** A user's edit form. */
  edit: (id: string) => `/users/${encodeURIComponent(id)}/edit`,
} as const;
