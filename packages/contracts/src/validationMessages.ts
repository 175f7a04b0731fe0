/**
 * The validation messages of spec §5, carried as i18n keys (packages/i18n translates them), so the
 * server and the browser report the same rule with the same words in either language.
 */
export const validationMessages = {
  required: 'validation.required',
  invalidEmail: 'validation.invalidEmail',
  invalidUrl: 'validation.invalidUrl',
  nameRequired: 'validation.nameRequired',
  invalidEmailAddress: 'validation.invalidEmailAddress',
  passwordsDontMatch: 'validation.passwordsDontMatch',
  mainAdminRole: 'validation.mainAdminRole',
  emailRequired: 'validation.emailRequired',
  passwordRequired: 'validation.passwordRequired',
  confirmPasswordRequired: 'validation.confirmPasswordRequired',
  passwordTooWeak: 'validation.passwordTooWeak',
  currentPasswordRequired: 'validation.currentPasswordRequired',
  currentPasswordWrong: 'validation.currentPasswordWrong',
  tooLong: 'validation.tooLong',
  latitudeRange: 'validation.latitudeRange',
  longitudeRange: 'validation.longitudeRange',
  invalidChoice: 'validation.invalidChoice',
  invalidColor: 'validation.invalidColor',
  invalidDate: 'validation.invalidDate',
  invalidWikidata: 'validation.invalidWikidata',
  invalidIsil: 'validation.invalidIsil',
  tooMany: 'validation.tooMany',
  noChanges: 'validation.noChanges',
  invalidImage: 'validation.invalidImage',
  invalidOpeningHours: 'validation.invalidOpeningHours',
  invalidSourceDate: 'validation.invalidSourceDate',
} as const;

export type ValidationMessageKey = (typeof validationMessages)[keyof typeof validationMessages];
