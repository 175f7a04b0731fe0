import type { Locator } from '@playwright/test';
import { untilStill } from './untilStill';

/**
 * Opens the board's New Suggestion form and waits until it has finished sliding open (about
 * 300 ms), as a reader does before using it: a click while its controls still move lands where
 * they were a moment before (the Type select does not open, Submit is not pressed).
 */
export async function openSuggestionForm(main: Locator) {
  await main.getByRole('button', { name: 'New Suggestion' }).click();
  await untilStill(main.getByRole('button', { name: 'Submit Suggestion' }));
}
