import { readFileSync } from 'node:fs';

/** A state without a record here, and why: a decision, written down. */
export interface AbsentState {
  en: string;
  reason: string;
}

/** The UN members and observers the directory has no record for, each with the reason. */
export const absentStates = JSON.parse(
  readFileSync(new URL('./dataset/absentStates.json', import.meta.url), 'utf8'),
) as AbsentState[];
