import { expect, goto, test } from '../appTest';
import { useEnglish } from './session';

// The reader's position is the browser's (Playwright's geolocation), given only once they press
// "Nearest first"; it never reaches the server.

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('Nearest first orders the libraries from the reader’s position, and off restores the order', async ({
  page,
  context,
}) => {
  // In Paris, by the Bibliothèque nationale de France.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 48.8336, longitude: 2.3755 });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/48\.83|2\.37/.test(request.url() + (request.postData() ?? ''))) asked.push(request.url());
  });

  await goto(page, '/libraries');
  const names = page.getByRole('article').getByRole('heading', { level: 2 });
  const first = await names.first().textContent();
  const nearest = page.getByRole('button', { name: 'Nearest first' });
  await nearest.click();
  await expect(nearest).toHaveAttribute('aria-pressed', 'true');
  await expect(names.first()).toHaveText('National Library of France');
  await expect(page).not.toHaveURL(/48\.8|2\.37|near/);

  await nearest.click();
  await expect(nearest).toHaveAttribute('aria-pressed', 'false');
  await expect(names.first()).toHaveText(first!);
  expect(asked).toEqual([]);
});

test('refused, the list keeps its order and says why', async ({ page, context }) => {
  await context.clearPermissions();
  await goto(page, '/libraries');
  const names = page.getByRole('article').getByRole('heading', { level: 2 });
  const first = await names.first().textContent();
  const nearest = page.getByRole('button', { name: 'Nearest first' });
  await nearest.click();
  await expect(page.getByRole('status').filter({ hasText: 'the usual order stays' })).toHaveText(
    /^Your location (was not shared|is not available): the usual order stays\.$/,
  );
  await expect(nearest).toHaveAttribute('aria-pressed', 'false');
  await expect(names.first()).toHaveText(first!);
});
