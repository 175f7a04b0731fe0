import type { Library } from '@libatlas/contracts';
import { expect, goto, test } from '../appTest';
import { E2E_ADMIN, signInByApi, useEnglish } from './session';

test('the admin’s Data gaps tab lists a library without a phone under Phone, whose form fills the gap', async ({
  page,
}) => {
  await useEnglish(page);
  await signInByApi(page, E2E_ADMIN);
  const response = await page.request.get('/api/libraries');
  expect(response.status()).toBe(200);
  const libraries = (await response.json()) as Library[];
  const withoutPhone = libraries.filter((library) => !library.contact.phone.trim());
  expect(withoutPhone.length).toBeGreaterThan(0);
  // One with an email, so that its form (which requires both) saves once the phone is added; the
  // last such, as other journeys that want a library without a phone would take the first.
  const library =
    withoutPhone.findLast((item) => item.lib_name.en && item.contact.email) ?? withoutPhone[0]!;
  const name = library.lib_name.en || library.lib_name.ar;

  await goto(page, '/manage');
  await page.getByRole('tab', { name: 'Data gaps' }).click();
  await expect(page).toHaveURL(/[?&]tab=gaps\b/);

  const phone = page.getByRole('button', { name: /^Phone\b/ });
  const have = libraries.length - withoutPhone.length;
  await expect(phone).toContainText(`${have} of ${libraries.length}`);
  await expect(phone).toContainText(`${withoutPhone.length} libraries without it`);
  await phone.click();
  const list = page.getByRole('list', { name: 'Libraries without Phone' });
  await expect(list.getByRole('button')).toHaveCount(withoutPhone.length);

  const entry = list.getByRole('button').filter({ has: page.getByText(name, { exact: true }) });
  await expect(entry).toHaveCount(1);
  await entry.click();
  const form = page.getByRole('dialog', { name: 'Edit Library' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Library Name', exact: true })).toHaveValue(
    library.lib_name.en,
  );
  test.skip(!library.contact.email, 'no library lacks a phone but has an email');

  // Filled and saved, the library leaves the list and the count grows.
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 555 0100');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form).toBeHidden();
  await expect(phone).toContainText(`${have + 1} of ${libraries.length}`);
  await expect(list.getByRole('button')).toHaveCount(withoutPhone.length - 1);
  await expect(entry).toHaveCount(0);
});
