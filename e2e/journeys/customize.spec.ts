import { DEFAULT_SITE_SETTINGS } from '@libatlas/contracts';
import type { Page } from '@playwright/test';
import { expect, goto, test } from '../appTest';
import {
  E2E_ADMIN,
  PIXEL_GIF,
  createUserByAdmin,
  newAccount,
  signInByApi,
  useEnglish,
} from './session';

// These journeys change the site's look for everyone, so they run after every other journey (the
// `site-settings` project in playwright.config.ts) and restore the defaults when they finish.

function look(page: Page) {
  return page.evaluate(() => {
    const body = getComputedStyle(document.body);
    const nav = document.querySelector('nav');
    return {
      background: body.backgroundColor,
      fontFamily: body.fontFamily,
      // The page's body text (MUI's baseline gives <body> the body1 size: Body Text).
      bodySize: body.fontSize,
      navBox: nav?.getBoundingClientRect().toJSON() as DOMRect | undefined,
    };
  });
}

/** A dark background: every channel of rgb(r, g, b) below 80. */
function isDark(color: string) {
  const channels = color.match(/\d+/g)?.slice(0, 3).map(Number) ?? [];
  return channels.length === 3 && channels.every((channel) => channel < 80);
}

test.describe.configure({ mode: 'serial' });

test.describe('Customise Website', () => {
  test.afterAll(async ({ request }) => {
    const login = await request.post('/api/users/login', { data: E2E_ADMIN });
    const { token } = (await login.json()) as { token: string };
    const reset = await request.put('/api/settings', {
      data: DEFAULT_SITE_SETTINGS,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(reset.status()).toBe(200);
  });

  test('Cancel before saving restores the saved look', async ({ page }) => {
    await useEnglish(page);
    await signInByApi(page, E2E_ADMIN);
    await goto(page, '/customize');
    const main = page.getByRole('main');
    // The look before any change, once the page is drawn (an English reader's texts arrive first).
    await expect(main.getByRole('radio', { name: 'Dark' })).toBeVisible();
    const before = await look(page);
    await main.getByRole('radio', { name: 'Dark' }).check();
    // The preview is live on the whole page.
    await expect.poll(async () => isDark((await look(page)).background)).toBe(true);
    await main.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(async () => (await look(page)).background).toBe(before.background);
    await expect(main.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  test('an admin saves Dark, Side navigation, Lato and a larger body; a visitor sees it', async ({
    page,
    browser,
  }) => {
    await useEnglish(page);
    await signInByApi(page, E2E_ADMIN);
    await goto(page, '/customize');
    const main = page.getByRole('main');

    await main.getByRole('radio', { name: 'Dark' }).check();
    await main.getByRole('tab', { name: 'Layout' }).click();
    await main.getByRole('radio', { name: 'Side' }).check();
    await main.getByRole('tab', { name: 'Typography' }).click();
    await main.getByRole('radio', { name: 'Lato' }).check();
    const body = main.getByRole('slider', { name: 'Body Text' });
    await body.focus();
    for (let step = 0; step < 4; step += 1) await body.press('ArrowRight');
    await expect(body).toHaveValue('20');
    await main.getByRole('button', { name: 'Save Changes' }).click();
    await expect(main.getByText('Changes saved')).toBeVisible();

    const saved = (await (await page.request.get('/api/settings')).json()) as Record<
      string,
      unknown
    >;
    expect(saved).toMatchObject({
      colorScheme: 'dark',
      navigationStyle: 'side',
      fontFamily: 'lato',
      fontSizes: { ...DEFAULT_SITE_SETTINGS.fontSizes, body: 20 },
    });

    // A visitor in a fresh browser, in both languages.
    const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const visitor = await visitorContext.newPage();
    await useEnglish(visitor);
    await goto(visitor, '/about');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => isDark((await look(visitor)).background)).toBe(true);
    // Side navigation: the main links stand in a column at the start (left) edge (the column's
    // code arrives beside the page's).
    await expect.poll(async () => (await look(visitor)).navBox?.left).toBe(0);
    const seen = await look(visitor);
    expect(seen.fontFamily).toMatch(/Lato/);
    expect(seen.bodySize).toBe('20px');
    expect(seen.navBox?.height).toBeGreaterThan(seen.navBox?.width ?? Infinity);

    await visitor.getByRole('button', { name: 'العربية' }).click();
    await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect
      .poll(async () => {
        const box = (await look(visitor)).navBox;
        return box ? Math.round(box.right) : null;
      })
      .toBe(1280);
    await visitorContext.close();
  });

  test('the hero image takes a GIF, and the footer credit is set for each language', async ({
    page,
    browser,
  }) => {
    await useEnglish(page);
    await signInByApi(page, E2E_ADMIN);
    await goto(page, '/customize');
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'Images' }).click();
    await main
      .locator('input[type="file"]')
      .setInputFiles({ name: 'hero.gif', mimeType: 'image/gif', buffer: PIXEL_GIF });
    await expect(main.getByRole('img', { name: 'Current hero image' })).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);

    await main.getByRole('tab', { name: 'Layout' }).click();
    await main.getByRole('textbox', { name: 'Footer credit in English' }).fill('Atlas Team');
    await main.getByRole('textbox', { name: 'Footer credit in Arabic' }).fill('فريق الأطلس');
    await main.getByRole('button', { name: 'Save Changes' }).click();
    await expect(main.getByText('Changes saved')).toBeVisible();

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await goto(visitor, '/about');
    const footer = visitor.getByRole('contentinfo');
    await expect(footer).toContainText('فريق الأطلس');
    await expect(footer).not.toContainText('Atlas Team');
    await visitor.getByRole('button', { name: 'English' }).click();
    await expect(footer).toContainText('Atlas Team');
    await expect(footer).not.toContainText('فريق الأطلس');
    await visitorContext.close();
  });

  test('a regular user sees Access Denied on /customize', async ({ page }) => {
    const account = newAccount();
    await createUserByAdmin(page, account, 'regular');
    await useEnglish(page);
    await signInByApi(page, account);
    await goto(page, '/customize');
    const main = page.getByRole('main');
    await expect(main.getByText('Access Denied')).toBeVisible();
    await expect(main.getByText('You need admin privileges to access this page.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  });
});
