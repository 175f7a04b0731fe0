import { expect, goto, test } from '../appTest';
import { E2E_ADMIN, signInByApi, useEnglish } from './session';

interface LibraryAnswer {
  id: string;
  description: { en: string; ar: string };
  contact: { phone: string; email: string };
  sources: string[];
  lastChecked: string;
  createdAt?: string;
  updatedAt?: string;
}

test.describe('a seeded record with no contact details', () => {
  test('an admin corrects its description and saves without inventing a phone or email', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const id = 'bf-bnb';
    const original = (await (
      await page.request.get(`/api/libraries/${id}`)
    ).json()) as LibraryAnswer;
    expect(original.contact).toEqual({ phone: '', email: '' });
    expect(original.sources.length).toBeGreaterThan(0);

    await useEnglish(page);
    await signInByApi(page, E2E_ADMIN);
    await goto(page, '/manage');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Edit National Library of Burkina Faso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Library' });
    const phone = dialog.getByRole('textbox', { name: 'Phone' });
    await expect(phone).toHaveValue('');
    await expect(dialog.getByText(/Not yet recorded/).first()).toBeVisible();

    const corrected = `${original.description.en} Its extension, funded by Japan, opened in December 2025.`;
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill(corrected);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();

    const saved = (await (await page.request.get(`/api/libraries/${id}`)).json()) as LibraryAnswer;
    expect(saved.description.en).toBe(corrected);
    expect(saved.contact).toEqual({ phone: '', email: '' });
    expect(saved.sources).toEqual(original.sources);
    expect(saved.lastChecked).toBe(original.lastChecked);

    // The detail page shows the correction and where the record's facts come from.
    await goto(page, `/libraries/${id}`);
    // The description itself: the admin's History, once loaded, quotes the same text in its diff.
    await expect(page.getByRole('paragraph').filter({ hasText: corrected })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sources' })).toBeVisible();

    // Put the seeded text back for the other journeys.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const { id: _id, createdAt: _created, updatedAt: _updated, ...body } = original;
    const restored = await page.request.put(`/api/libraries/${id}`, {
      data: body,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(restored.status()).toBe(200);
  });
});
