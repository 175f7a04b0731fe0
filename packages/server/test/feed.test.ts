import { readFile } from 'node:fs/promises';
import {
  libraryInputSchema,
  suggestionSchema,
  type Library,
  type LibraryChange,
} from '@libatlas/contracts';
import type { Element } from '@xmldom/xmldom';
import { parseXml } from './helpers/parseXml';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { libraries, libraryChanges, users } from '../src/db/schema';
import { nationalLibraries } from '../src/seed/nationalLibraries';
import { seedLibraries } from '../src/seed/seedLibraries';
import { toLibraryColumns } from '../src/services/libraries';
import {
  createTestApp,
  libraryInput,
  onPostgres,
  type TestApp,
  useSecondServer,
} from './helpers/testApp';

// The change feeds: validated as Atom against RFC 4287's own schema (Appendix B, in RELAX NG's
// XML syntax, with libxml2 compiled to WebAssembly), plus the RFC's rules that schema leaves to
// its Schematron annotations or to prose, checked on the document a real XML parser reads.

const ATOM_RNG = readFile(new URL('./fixtures/atom.rng', import.meta.url), 'utf8');
const ATOM_NS = 'http://www.w3.org/2005/Atom';
const HOST = 'atlas.example.org';
const ORIGIN = `http://${HOST}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'feed.xml', contents: xml }],
    schema: [{ fileName: 'atom.rng', contents: await ATOM_RNG }],
    extension: 'relaxng',
  });
  return result.errors.map((error) => error.rawMessage);
}

function children(parent: Element, name: string): Element[] {
  return Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === 1 &&
      (node as Element).namespaceURI === ATOM_NS &&
      (node as Element).localName === name,
  );
}

const textOf = (parent: Element, name: string) => children(parent, name)[0]?.textContent ?? '';

interface FeedLink {
  rel: string;
  href: string;
  type: string | null;
  title: string | null;
}

interface FeedEntry {
  id: string;
  title: string;
  updated: string;
  content: string;
  links: FeedLink[];
}

interface Feed {
  language: string | null;
  id: string;
  title: string;
  updated: string;
  author: string;
  rights: string;
  links: FeedLink[];
  entries: FeedEntry[];
}

function linksOf(parent: Element): FeedLink[] {
  return children(parent, 'link').map((link) => ({
    rel: link.getAttribute('rel') ?? 'alternate',
    href: link.getAttribute('href') ?? '',
    type: link.getAttribute('type'),
    title: link.getAttribute('title'),
  }));
}

function feedOf(xml: string): Feed {
  const root = parseXml(xml);
  return {
    language: root.getAttributeNS('http://www.w3.org/XML/1998/namespace', 'lang'),
    id: textOf(root, 'id'),
    title: textOf(root, 'title'),
    updated: textOf(root, 'updated'),
    author: children(root, 'author').map((author) => textOf(author, 'name'))[0] ?? '',
    rights: textOf(root, 'rights'),
    links: linksOf(root),
    entries: children(root, 'entry').map((entry) => ({
      id: textOf(entry, 'id'),
      title: textOf(entry, 'title'),
      updated: textOf(entry, 'updated'),
      content: textOf(entry, 'content'),
      links: linksOf(entry),
    })),
  };
}

/** RFC 3339's date-time as §3.3 narrows it: an uppercase T, and Z unless an offset is given. */
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
/** An IRI with its scheme (atom:id must be absolute, §4.2.6), with no white space (§3). */
const ABSOLUTE_IRI = /^[A-Za-z][A-Za-z0-9+.-]*:\S+$/;

/**
 * What RFC 4287 §4 requires beyond its schema's grammar: the two Schematron rules (an author for
 * the feed or each entry; an alternate link or a content in each entry), absolute ids with no
 * white space, RFC 3339 dates, an id no two entries share, one alternate link per type and
 * language, and a text construct of type text holding no element.
 */
function rfc4287Problems(xml: string): string[] {
  const root = parseXml(xml);
  const problems: string[] = [];
  const entries = children(root, 'entry');
  const checkOne = (parent: Element, where: string) => {
    for (const name of ['id', 'title', 'updated']) {
      if (children(parent, name).length !== 1) problems.push(`${where} needs exactly one ${name}`);
    }
    const id = textOf(parent, 'id');
    if (!ABSOLUTE_IRI.test(id)) problems.push(`${where}: id ${id} is not an absolute IRI`);
    for (const name of ['updated', 'published']) {
      for (const date of children(parent, name)) {
        const value = date.textContent ?? '';
        if (!RFC_3339.test(value) || Number.isNaN(Date.parse(value))) {
          problems.push(`${where}: ${name} ${value} is not an RFC 3339 date`);
        }
      }
    }
    const alternates = linksOf(parent).filter((link) => link.rel === 'alternate');
    const kinds = alternates.map((link) => `${link.type} ${link.title}`);
    if (new Set(kinds).size !== kinds.length) problems.push(`${where}: alternate links repeat`);
    for (const name of ['title', 'subtitle', 'rights', 'summary', 'content']) {
      for (const construct of children(parent, name)) {
        const type = construct.getAttribute('type') ?? 'text';
        if (
          type === 'text' &&
          Array.from(construct.childNodes).some((node) => node.nodeType === 1)
        ) {
          problems.push(`${where}: ${name} of type text holds markup`);
        }
      }
    }
  };
  checkOne(root, 'feed');
  const feedAuthor = children(root, 'author').length > 0;
  entries.forEach((entry, index) => {
    const where = `entry ${index + 1}`;
    checkOne(entry, where);
    if (!feedAuthor && children(entry, 'author').length === 0) {
      problems.push(`${where} has no author, nor has the feed`);
    }
    const alternate = linksOf(entry).some((link) => link.rel === 'alternate');
    if (!alternate && children(entry, 'content').length === 0) {
      problems.push(`${where} has neither an alternate link nor a content`);
    }
  });
  const ids = entries.map((entry) => textOf(entry, 'id'));
  if (new Set(ids).size !== ids.length) problems.push('entry ids repeat');
  return problems;
}

function get(url: string, headers: Record<string, string> = {}, app?: FastifyInstance) {
  return (app ?? t.app).inject({ method: 'GET', url, headers: { host: HOST, ...headers } });
}

async function feed(url: string, app?: FastifyInstance): Promise<Feed> {
  const response = await get(url, {}, app);
  expect(response.statusCode, response.body).toBe(200);
  return feedOf(response.body);
}

async function create(id: string, name = `Library ${id}`): Promise<Library> {
  const response = await t.request('POST', '/api/libraries', {
    token: t.admin.token,
    payload: libraryInput({ id, lib_name: { en: name, ar: `مكتبة ${id}` } }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Library>();
}

async function edit(id: string, changes: Record<string, unknown>, app?: FastifyInstance) {
  const current = (await get(`/api/libraries/${id}`)).json<Library>();
  const response = await (app ?? t.app).inject({
    method: 'PUT',
    url: `/api/libraries/${id}`,
    headers: { authorization: `Bearer ${t.admin.token}` },
    payload: { ...libraryInput(), ...current, ...changes },
  });
  expect(response.statusCode, response.body).toBe(200);
}

function remove(id: string, mergedInto?: string): Promise<LightMyRequestResponse> {
  const query = mergedInto === undefined ? '' : `?mergedInto=${encodeURIComponent(mergedInto)}`;
  return t.request('DELETE', `/api/libraries/${id}${query}`, { token: t.admin.token });
}

const libraryPage = (id: string, lang = 'en') => `${ORIGIN}/libraries/${id}?lang=${lang}`;

describe('the change feeds as Atom (RFC 4287)', () => {
  beforeAll(async () => {
    // One of every kind of entry: the seed's batch, an addition, an edit, a reader's proposal
    // applied, a revert, a removal and a merge.
    await seedLibraries(t.db, nationalLibraries.slice(0, 3));
    await create('tl-atom-a');
    await create('tl-atom-b');
    await edit('tl-atom-a', { website: 'https://edited.example.org' });
    const reader = await t.createUser('regular');
    const proposal = await t.request('POST', '/api/libraries/tl-atom-a/proposals', {
      token: reader.token,
      payload: {
        changes: { operatingHours: { en: 'Daily 8:00–20:00', ar: 'يوميًا 8:00–20:00' } },
        source: 'https://library.example.org/hours',
        note: '',
      },
    });
    const suggestion = suggestionSchema.parse(proposal.json());
    const applied = await t.request('POST', `/api/suggestions/${suggestion.id}/apply`, {
      token: t.admin.token,
      payload: {},
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const history = await t.request('GET', '/api/libraries/tl-atom-a/history', {
      token: t.admin.token,
    });
    const [latest] = history.json<LibraryChange[]>();
    const reverted = await t.request(
      'POST',
      `/api/libraries/tl-atom-a/history/${latest!.id}/revert`,
      { token: t.admin.token },
    );
    expect(reverted.statusCode, reverted.body).toBe(200);
    await create('tl-atom-gone');
    expect((await remove('tl-atom-gone')).statusCode).toBe(200);
    await create('tl-atom-merged');
    expect((await remove('tl-atom-merged', 'tl-atom-a')).statusCode).toBe(200);
  });

  it.each([
    '/feed.xml',
    '/feed.xml?lang=ar',
    '/libraries/tl-atom-a/feed.xml',
    '/libraries/tl-atom-a/feed.xml?lang=ar',
  ])('%s is valid against the schema of RFC 4287 and keeps its §4 rules', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(await schemaErrors(response.body)).toEqual([]);
    expect(rfc4287Problems(response.body)).toEqual([]);
  });

  it('is checked by a schema and rules that do refuse a broken feed', async () => {
    const body = (await get('/feed.xml')).body;
    const badDate = body.replace(/<updated>[^<]*<\/updated>/, '<updated>yesterday</updated>');
    expect(await schemaErrors(badDate)).not.toEqual([]);
    const noTitle = body.replace(/<title type="text">[^<]*<\/title>/, '');
    expect(await schemaErrors(noTitle)).not.toEqual([]);
    const noAuthor = body.replace(/<author>.*<\/author>/, '');
    expect(rfc4287Problems(noAuthor)).toContain('entry 1 has no author, nor has the feed');
    const ids = [...body.matchAll(/<id>([^<]*)<\/id>/g)].map((match) => match[1]!);
    expect(rfc4287Problems(body.replace(ids[2]!, ids[1]!))).toContain('entry ids repeat');
    const localTime = body.replace(/(<updated>[^<]*?)Z</, '$1<');
    expect(rfc4287Problems(localTime)).not.toEqual([]);
    const relativeId = body.replace(/<id>urn:uuid:/, '<id>');
    expect(rfc4287Problems(relativeId)).not.toEqual([]);
  });

  it('says what each entry is, newest first, in English', async () => {
    const { entries, language } = await feed('/feed.xml');
    expect(language).toBe('en');
    // A removed library's history went with it: its addition is no longer listed, its removal is.
    expect(entries.map((entry) => entry.title)).toEqual([
      'Merged: Library tl-atom-merged into Library tl-atom-a',
      'Removed: Library tl-atom-gone',
      'Change undone: Library tl-atom-a',
      "Reader's suggestion applied: Library tl-atom-a",
      'Edited: Library tl-atom-a',
      'Added: Library tl-atom-b',
      'Added: Library tl-atom-a',
      '3 libraries added to the atlas',
    ]);
    const updated = entries.map((entry) => Date.parse(entry.updated));
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
    const [merged, removed, reverted, proposal, edited] = entries;
    expect(merged!.content).toBe(
      `Library tl-atom-merged was merged into Library tl-atom-a; its address now leads to ${libraryPage('tl-atom-a')}.`,
    );
    expect(merged!.links).toEqual([
      { rel: 'alternate', href: libraryPage('tl-atom-a'), type: 'text/html', title: null },
    ]);
    expect(removed!.content).toBe('Library tl-atom-gone was removed from the atlas.');
    expect(reverted!.content).toBe(
      'An earlier change to Library tl-atom-a was undone. Changed back: Operating Hours.',
    );
    expect(proposal!.content).toBe(
      "A reader's suggested edit to Library tl-atom-a was applied. Changed: Operating Hours.",
    );
    expect(proposal!.links.find((link) => link.rel === 'related')).toMatchObject({
      href: expect.stringMatching(new RegExp(`^${ORIGIN}/suggestions/[0-9a-f-]{36}\\?lang=en$`)),
      title: "The reader's suggestion",
    });
    expect(edited!.content).toBe('Library tl-atom-a was edited. Changed: Website.');
    expect(edited!.links).toEqual([
      { rel: 'alternate', href: libraryPage('tl-atom-a'), type: 'text/html', title: null },
    ]);
  });

  it("gives the seed's first fill as one entry naming its libraries, and each library its own addition", async () => {
    const { entries } = await feed('/feed.xml');
    const seeded = entries.filter((entry) => entry.title.endsWith('added to the atlas'));
    expect(seeded.map((entry) => entry.title)).toEqual(['3 libraries added to the atlas']);
    const names = nationalLibraries
      .slice(0, 3)
      .map((library) => library.lib_name.en)
      .sort((a, b) => (a < b ? -1 : 1));
    expect(seeded[0]!.content).toBe(`Added from the atlas's research data: ${names.join(', ')}.`);
    const first = nationalLibraries[0]!;
    const own = await feed(`/libraries/${first.id}/feed.xml`);
    expect(own.entries.map((entry) => [entry.title, entry.content])).toEqual([
      [
        `Added: ${first.lib_name.en}`,
        `${first.lib_name.en} (${first.country.en}) was added to the atlas from its research data.`,
      ],
    ]);
  });

  it('names a feed, its site, its author and its licence, and dates it by its newest entry', async () => {
    const directory = await feed('/feed.xml');
    expect(directory).toMatchObject({
      title: 'National Libraries Atlas: changes',
      author: 'National Libraries Atlas',
      rights:
        "CC0 1.0 Universal: the atlas's data is dedicated to the public domain (https://creativecommons.org/publicdomain/zero/1.0/).",
    });
    expect(directory.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(directory.updated).toBe(directory.entries[0]!.updated);
    expect(directory.links).toEqual([
      {
        rel: 'self',
        href: `${ORIGIN}/feed.xml?lang=en`,
        type: 'application/atom+xml',
        title: null,
      },
      { rel: 'alternate', href: `${ORIGIN}/?lang=en`, type: 'text/html', title: null },
    ]);
    const own = await feed('/libraries/tl-atom-a/feed.xml?lang=ar');
    expect(own.title).toBe('\u2068مكتبة tl-atom-a\u2069: التغييرات في أطلس المكتبات الوطنية');
    expect(own.links.map((link) => link.href)).toEqual([
      `${ORIGIN}/libraries/tl-atom-a/feed.xml?lang=ar`,
      libraryPage('tl-atom-a', 'ar'),
    ]);
    expect(new Set([directory.id, own.id, (await feed('/feed.xml?lang=ar')).id]).size).toBe(3);
    // The same entries keep their ids from one request to the next and in either language.
    const again = await feed('/feed.xml?lang=ar');
    expect(again.entries.map((entry) => entry.id)).toEqual(
      directory.entries.map((entry) => entry.id),
    );
  });

  it("puts a library's own changes in its feed, and the libraries merged into it", async () => {
    const { entries } = await feed('/libraries/tl-atom-a/feed.xml');
    expect(entries.map((entry) => entry.title)).toEqual([
      'Merged: Library tl-atom-merged into Library tl-atom-a',
      'Change undone: Library tl-atom-a',
      "Reader's suggestion applied: Library tl-atom-a",
      'Edited: Library tl-atom-a',
      'Added: Library tl-atom-a',
    ]);
    expect(entries.at(-1)!.content).toBe('Library tl-atom-a (Testland) was added to the atlas.');
  });

  it('speaks Arabic with ?lang=ar, the fields by the names the form gives them', async () => {
    const arabic = await feed('/feed.xml?lang=ar');
    expect(arabic.language).toBe('ar');
    expect(arabic.title).toBe('أطلس المكتبات الوطنية: التغييرات');
    const edited = arabic.entries.find((entry) => entry.title.startsWith('عُدّلت:'))!;
    expect(edited.title).toBe('عُدّلت: \u2068مكتبة tl-atom-a\u2069');
    expect(edited.content).toBe('عُدّلت \u2068مكتبة tl-atom-a\u2069. تغيّر: الموقع الإلكتروني.');
    expect(edited.links[0]!.href).toBe(libraryPage('tl-atom-a', 'ar'));
    expect(arabic.entries.map((entry) => entry.title)).toContain('أُضيفت 3 مكتبات إلى الأطلس');
  });

  it('names no person: neither the admins who wrote nor the reader who proposed', async () => {
    const people = await t.db.select().from(users);
    expect(people.length).toBeGreaterThan(1);
    for (const url of ['/feed.xml', '/feed.xml?lang=ar', '/libraries/tl-atom-a/feed.xml']) {
      const body = (await get(url)).body;
      for (const user of people) {
        expect(body).not.toContain(user.email);
        expect(body).not.toContain(user.name);
        expect(body).not.toContain(user.id);
      }
    }
  });
});

describe('what the feeds answer', () => {
  it('asks to be revalidated, answers 304 to its own ETag, and HEAD too', async () => {
    const first = await get('/feed.xml');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toMatch(/^W\/"[^"]+"$/);
    const again = await get('/feed.xml', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await t.app.inject({ method: 'HEAD', url: '/libraries/tl-atom-a/feed.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  });

  it('answers 404 for a library that does not exist or was removed outright, 400 for an unknown language', async () => {
    expect((await get('/libraries/tl-never/feed.xml')).statusCode).toBe(404);
    expect((await get('/libraries/tl-atom-gone/feed.xml')).statusCode).toBe(404);
    expect((await get('/feed.xml?lang=fr')).statusCode).toBe(400);
  });

  it("moves a merged library's feed to the feed of the library it was merged into", async () => {
    const response = await get('/libraries/tl-atom-merged/feed.xml?lang=ar');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/libraries/tl-atom-a/feed.xml?lang=ar');
  });

  it('is not in the OpenAPI document, which is the API', async () => {
    const paths = Object.keys((await get('/api/docs/json')).json<{ paths: object }>().paths);
    expect(paths.filter((path) => path.includes('feed'))).toEqual([]);
  });

  it('writes what a library holds as text, escaped, without what XML cannot carry', async () => {
    const name = 'R&D <Library> "quoted" \'apostrophe\'\u0001\u0008\uFFFE end';
    // Straight into the tables: the API refuses such a name, an older import might not have.
    await t.db.insert(libraries).values({
      id: 'tl-atom-odd',
      ...toLibraryColumns(
        libraryInputSchema.parse(libraryInput({ lib_name: { en: name, ar: 'مكتبة' } })),
      ),
    });
    await t.db
      .insert(libraryChanges)
      .values({ libraryId: 'tl-atom-odd', kind: 'create', revision: 1, changes: [] });
    const response = await get('/feed.xml');
    expect(await schemaErrors(response.body)).toEqual([]);
    const [top] = feedOf(response.body).entries;
    expect(top!.title).toBe('Added: R&D <Library> "quoted" \'apostrophe\' end');
  });
});

describe('an edit made through the API', () => {
  it('is at the top of the feed of the directory and of the library, with the fields it changed', async () => {
    await create('tl-atom-edit');
    const before = await get('/feed.xml');
    await edit('tl-atom-edit', {
      description: { en: 'Rebuilt in 2020.', ar: 'أعيد بناؤها في 2020.' },
      contact: { phone: '+44 20 9999 0000', email: 'info@library.example.org' },
    });
    const after = await get('/feed.xml', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    for (const url of ['/feed.xml', '/libraries/tl-atom-edit/feed.xml']) {
      const [top] = (await feed(url)).entries;
      expect(top).toMatchObject({
        title: 'Edited: Library tl-atom-edit',
        content: 'Library tl-atom-edit was edited. Changed: Description, Phone.',
      });
    }
  });

  it('shows a library added and one removed at the top of the directory feed', async () => {
    await create('tl-atom-new');
    expect((await feed('/feed.xml')).entries[0]).toMatchObject({
      title: 'Added: Library tl-atom-new',
      content: 'Library tl-atom-new (Testland) was added to the atlas.',
      links: [{ rel: 'alternate', href: libraryPage('tl-atom-new') }],
    });
    expect((await remove('tl-atom-new')).statusCode).toBe(200);
    expect((await feed('/feed.xml')).entries[0]).toMatchObject({
      title: 'Removed: Library tl-atom-new',
      links: [],
    });
  });

  // PGlite lives inside one process; on PostgreSQL a second server shares the database.
  describe.skipIf(!onPostgres)('through another server on the same PostgreSQL', () => {
    const other = useSecondServer(() => t);

    it('is at the top of both feeds read from the first server', async () => {
      await create('tl-atom-elsewhere');
      await feed('/feed.xml');
      await edit('tl-atom-elsewhere', { website: 'https://elsewhere.example.org' }, other.app);
      for (const url of ['/feed.xml', '/libraries/tl-atom-elsewhere/feed.xml']) {
        expect((await feed(url)).entries[0]).toMatchObject({
          title: 'Edited: Library tl-atom-elsewhere',
          content: 'Library tl-atom-elsewhere was edited. Changed: Website.',
        });
      }
    });
  });
});
