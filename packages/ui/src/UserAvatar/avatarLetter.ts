/**
 * The letter an avatar shows when there is no picture (spec §2): the first letter of the name, or
 * U when the name is blank. `Array.from` keeps a letter outside the Basic Multilingual Plane whole.
 */
export function avatarLetter(name: string | null | undefined): string {
  const first = Array.from(name?.trim() ?? '')[0];
  return first ? first.toLocaleUpperCase() : 'U';
}
