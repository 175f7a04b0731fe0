import type { Library } from '@libatlas/contracts';
import { expect, test } from '../appTest';
import { E2E_ADMIN, signInByApi, useEnglish } from './session';

test('the admin’s Data gaps tab lists a library without a phone under Phone, and opens its form', async ({
  page,
}) => {
  await useEnglish(page);
  await signInByApi(page, E2E_ADMIN);
  const response = await page.request.get('/api/libraries');
  expect(response.status()).toBe(200);
  const libraries = (await response.json()) as Library[];
  const withoutPhone = libraries.filter((library) => !library.contact.phone.trim());
  expect(withoutPhone.length).toBeGreaterThan(0);
  const library = withoutPhone.find((item) => item.lib_name.en) ?? withoutPhone[0]!;
  const name = library.lib_name.en || library.lib_name.ar;

  await page.goto('/manage');
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
});
