import type { Locator, Page } from '@playwright/test';
import { expect, goto, test } from '../appTest';

// A reader who asks their system for less motion (prefers-reduced-motion: reduce) sees dialogs and
// menus appear at once: no fading, growing or sliding, and no ripple spreading from a pressed
// button. MUI's transitions, set inline on each element, ignore that preference of their own.

async function useEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
}

const transitionDuration = (element: Locator) =>
  element.evaluate((node) => getComputedStyle(node).transitionDuration);

/** The login dialog's surface and its backdrop, the dialog opened from the header. */
async function openLogin(page: Page) {
  await goto(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return { dialog, backdrop: page.locator('.MuiBackdrop-root') };
}

test.describe('reduced motion', () => {
  test.describe('asked for', () => {
    test.use({ reducedMotion: 'reduce' });

    test('a dialog opens with no transition and its button draws no ripple', async ({ page }) => {
      await useEnglish(page);
      const { dialog, backdrop } = await openLogin(page);
      expect(await transitionDuration(dialog.locator('xpath=..'))).toBe('0s');
      expect(await transitionDuration(backdrop)).toBe('0s');
      const login = page.getByRole('banner').getByRole('button', { name: 'Login' });
      await expect(login.locator('.MuiTouchRipple-root')).toBeHidden();
    });

    test('the phone menu unfolds with no transition', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await useEnglish(page);
      await goto(page, '/');
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
      await expect(menu).toBeVisible();
      expect(
        await transitionDuration(
          menu.locator('xpath=ancestor::*[contains(@class, "MuiCollapse-root")]'),
        ),
      ).toBe('0s');
    });
  });

  test('not asked for, the dialog still fades in', async ({ page }) => {
    await useEnglish(page);
    const { dialog } = await openLogin(page);
    expect(await transitionDuration(dialog.locator('xpath=..'))).not.toBe('0s');
  });
});
