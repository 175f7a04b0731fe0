import { readFileSync } from 'node:fs';

/** A member or observer state of the United Nations, named as the directory names it. */
export interface UnState {
  iso3: string;
  en: string;
  ar: string;
  status: 'member' | 'observer';
  /** One of the 22 members of the League of Arab States. */
  arabLeague?: boolean;
}

/** The 193 members and 2 observer states (Holy See, Palestine) of the United Nations. */
export const unStates = JSON.parse(
  readFileSync(new URL('./dataset/unStates.json', import.meta.url), 'utf8'),
) as UnState[];
