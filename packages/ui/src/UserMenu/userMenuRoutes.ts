/** The routes the controls lead to (spec §2). */
export const USER_MENU_ROUTES = {
  profile: '/profile',
  suggestions: '/suggestions',
  askLib: '/ask-lib',
  manage: '/manage',
} as const;
