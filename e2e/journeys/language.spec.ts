import { expect, goto, reload, test } from '../appTest';

test.describe('language and direction', () => {
  test('a first visit renders Arabic, right-to-left', async ({ page }) => {
    await goto(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle('أطلس المكتبات الوطنية');
    await expect(page.getByRole('link', { name: 'الرئيسية' }).first()).toBeVisible();
  });

  test('the toggle switches to English, left-to-right, and a reload keeps the choice', async ({
    page,
  }) => {
    await goto(page, '/');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle('National Libraries Atlas');
    await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('en');

    await reload(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('button', { name: 'العربية' })).toBeVisible();

    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
