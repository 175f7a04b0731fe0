import { writeFileSync } from 'node:fs';
import type { Library, Suggestion, User } from '@libatlas/contracts';
import { expect, test as setup, type APIRequestContext } from '@playwright/test';
import { MISSING_IMAGE_PATH, sampleLibraries } from '@libatlas/ui/fixtures/sampleLibraries.ts';
import { sampleSuggestion } from '@libatlas/ui/fixtures/sampleSuggestions.ts';
import { sampleUserById } from '@libatlas/ui/fixtures/sampleUsers.ts';
import { PAGES_ADMIN, PAGES_PASSWORD, pageDataFile, type PageData } from './pageData';

// The pages' fixed data, made through the API in a fixed order so the server's fixed clock gives
// every record the same date on every run: the design system's sample libraries, users and
// suggestions (packages/ui/src/fixtures), as the stories show them.

/**
 * The sample libraries a new record may be made of: complete in both languages, phone and email
 * included (spec §5); their images become paths (or none).
 */
const LIBRARY_IDS = ['fr-bnf', 'gb-bl', 'eg-enla', 'sa-kfnl', 'au-nla'];

/** What POST /api/libraries takes of a sample; the server checks every field (spec §5). */
function libraryInput(library: Library): unknown {
  // Drawn (data URL) images stay in the stories; the missing upload shows the failed-image state.
  const image = library.image === MISSING_IMAGE_PATH ? MISSING_IMAGE_PATH : '';
  const { createdAt: _created, updatedAt: _updated, ...fields } = library;
  return { ...fields, image };
}

async function call<T>(
  request: APIRequestContext,
  method: 'post' | 'put' | 'patch' | 'delete',
  path: string,
  token: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](path, {
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function login(request: APIRequestContext, email: string, password = PAGES_PASSWORD) {
  const response = await request.post('/api/users/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { token: string; user: User };
}

setup('the pages’ fixed data', async ({ request }) => {
  const admin = await login(request, PAGES_ADMIN.email, PAGES_ADMIN.password);

  const accounts = {} as Record<'amina' | 'james' | 'layla' | 'omar' | 'former', User>;
  for (const [key, sampleId] of [
    ['james', 'u-james'],
    ['layla', 'u-layla'],
    ['amina', 'u-amina'],
    ['omar', 'u-omar'],
  ] as const) {
    const sample = sampleUserById(sampleId);
    accounts[key] = await call<User>(request, 'post', '/api/users', admin.token, {
      name: sample.name,
      email: sample.email,
      password: PAGES_PASSWORD,
      role: sample.role,
      status: 'active',
      properties: sample.properties,
    });
  }
  // An author who later deletes their account: their suggestion and comment stay, unnamed.
  accounts.former = await call<User>(request, 'post', '/api/users', admin.token, {
    name: 'Former Reader',
    email: 'former.reader@example.org',
    password: PAGES_PASSWORD,
  });

  for (const id of LIBRARY_IDS) {
    const library = sampleLibraries.find((item) => item.id === id)!;
    await call(request, 'post', '/api/libraries', admin.token, libraryInput(library));
  }

  const sessions = {
    amina: await login(request, accounts.amina.email),
    james: await login(request, accounts.james.email),
    layla: await login(request, accounts.layla.email),
    former: await login(request, accounts.former.email),
  };

  // Oldest first, as the samples' dates go.
  const made: Record<string, Suggestion> = {};
  for (const [sampleId, author] of [
    ['s-hijri-dates', 'layla'],
    ['s-search-diacritics', 'james'],
    ['s-offline-maps', 'amina'],
    ['s-reading-rooms', 'former'],
  ] as const) {
    const sample = sampleSuggestion(sampleId);
    const content = Object.fromEntries(
      Object.entries(sample.content).filter(([, text]) => text !== ''),
    );
    made[sampleId] = await call<Suggestion>(
      request,
      'post',
      '/api/suggestions',
      sessions[author].token,
      { type: sample.type, content },
    );
  }
  const comment = (sampleId: string, author: keyof typeof sessions, content: string) =>
    call(
      request,
      'post',
      `/api/suggestions/${made[sampleId]!.id}/comments`,
      sessions[author].token,
      {
        content,
      },
    );
  const [hijriComment] = sampleSuggestion('s-hijri-dates').comments;
  const [offlineFirst, offlineSecond] = sampleSuggestion('s-offline-maps').comments;
  await comment('s-hijri-dates', 'former', hijriComment!.content);
  await comment('s-offline-maps', 'james', offlineFirst!.content);
  await comment('s-offline-maps', 'layla', offlineSecond!.content);

  const vote = (sampleId: string, voter: keyof typeof sessions) =>
    call(request, 'post', `/api/suggestions/${made[sampleId]!.id}/vote`, sessions[voter].token);
  await vote('s-search-diacritics', 'amina');
  await vote('s-offline-maps', 'james');
  await vote('s-offline-maps', 'layla');
  for (const voter of ['amina', 'james', 'layla'] as const) await vote('s-reading-rooms', voter);

  const status = (sampleId: string, value: 'approved' | 'rejected') =>
    call(request, 'patch', `/api/suggestions/${made[sampleId]!.id}/status`, admin.token, {
      status: value,
    });
  await status('s-search-diacritics', 'approved');
  await status('s-hijri-dates', 'rejected');

  await call(request, 'delete', `/api/users/${accounts.former.id}`, admin.token);
  await call(request, 'put', `/api/users/${accounts.layla.id}`, admin.token, {
    status: 'inactive',
  });

  const data: PageData = {
    sessions: { regular: sessions.amina, premium: sessions.james, admin },
    regularUserId: accounts.amina.id,
  };
  writeFileSync(pageDataFile(), JSON.stringify(data));
});
