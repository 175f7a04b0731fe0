import { expect, type Locator } from '@playwright/test';

/**
 * Waits until an element stops moving (its box the same in two looks 100 ms apart), as a reader
 * waits for a panel that slides open before pressing what is in it. Playwright's own stability
 * check looks two animation frames apart; on a loaded machine a click can still land where the
 * element was a moment before.
 */
export async function untilStill(locator: Locator) {
  let previous = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await locator.boundingBox());
        const still = box !== 'null' && box === previous;
        previous = box;
        return still;
      },
      { intervals: [100] },
    )
    .toBe(true);
}
