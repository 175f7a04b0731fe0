import {
  ChatEventDecoder,
  chatResponseSchema,
  REGIONS,
  type ChatStreamEvent,
  type Library,
} from '@libatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nationalLibraries } from '../src/seed/nationalLibraries';
import { answerQuestion, detectLanguage, findMentions, latestQuestion } from '../src/services/chat';
import { createTestApp, type TestApp } from './helpers/testApp';

const directory: Library[] = nationalLibraries.map((library) => ({ ...library, image: '' }));
const oceania = directory.filter((library) => library.region.en === 'Oceania');

function ask(content: string) {
  return { messages: [{ role: 'user' as const, content, timestamp: Date.now() }] };
}

describe('chat service', () => {
  it('tells Arabic from English by the letters used', () => {
    expect(detectLanguage('Which libraries are in Oceania?')).toBe('en');
    expect(detectLanguage('ما المكتبات الموجودة في أوقيانوسيا؟')).toBe('ar');
    expect(detectLanguage('ما هي مكتبة Library of Congress؟')).toBe('ar');
    expect(detectLanguage('12345 ?')).toBe('en');
  });

  it('lists the libraries of a region named in English, with their countries', () => {
    expect(oceania.length).toBeGreaterThan(0);
    const answer = answerQuestion('Which libraries are in Oceania?', directory);
    expect(answer).toContain(
      `Oceania has ${oceania.length} ${oceania.length === 1 ? 'library' : 'libraries'}`,
    );
    for (const library of oceania)
      expect(answer).toContain(`${library.lib_name.en} (${library.country.en})`);
  });

  it('answers an Arabic question in Arabic, with the Arabic names', () => {
    const answer = answerQuestion('ما المكتبات الموجودة في أوقيانوسيا؟', directory);
    expect(detectLanguage(answer)).toBe('ar');
    expect(answer).toContain('أوقيانوسيا');
    for (const library of oceania) expect(answer).toContain(library.lib_name.ar);
    expect(answer).not.toContain(oceania[0]!.lib_name.en);
  });

  it('knows a region written without hamza or with a clitic', () => {
    expect(findMentions('مكتبات الشرق الاوسط', directory).regions).toEqual(['Middle East']);
    expect(findMentions('ماذا عن المكتبات بأوروبا؟', directory).regions).toEqual(['Europe']);
    expect(findMentions('libraries of the middle east', directory).regions).toEqual([
      'Middle East',
    ]);
  });

  it('prefers the longer name: South Africa is a country, North Africa a region', () => {
    expect(findMentions('libraries in South Africa', directory)).toMatchObject({
      regions: [],
      countries: ['South Africa'],
    });
    expect(findMentions('libraries in North Africa', directory)).toMatchObject({
      regions: ['North Africa'],
      countries: [],
    });
    expect(findMentions('libraries in Africa', directory).regions).toEqual(['Africa']);
  });

  it("knows a country by the directory's other names for it (countryAliases)", () => {
    expect(findMentions('libraries in Persia', directory).countries).toEqual(['Iran']);
    expect(findMentions('المكتبات في هنغاريا', directory).countries).toEqual(['Hungary']);
    expect(findMentions('libraries of Holland', directory).countries).toEqual(['Netherlands']);
    expect(findMentions('libraries in Korea', directory).countries).toEqual(['South Korea']);
    expect(findMentions('libraries in North Korea', directory).countries).toEqual(['North Korea']);
    expect(findMentions('libraries in the usa', directory).countries).toEqual(['United States']);
  });

  it('reads US as the United States only in capitals, "us" being a word too', () => {
    expect(findMentions('libraries in the US', directory).countries).toEqual(['United States']);
    expect(findMentions('tell us about the libraries of Europe', directory)).toMatchObject({
      regions: ['Europe'],
      countries: [],
    });
  });

  it('answers facts about a library named in the question', () => {
    const loc = directory.find((library) => library.lib_name.en === 'Library of Congress');
    expect(loc).toBeDefined();
    const answer = answerQuestion('When is the Library of Congress open?', directory);
    expect(answer).toContain('Library of Congress');
    expect(answer).toContain(`Address: ${loc!.address.en}`);
    expect(answer).toContain(`Opening hours: ${loc!.operatingHours.en}`);
    expect(answer).toContain(`Website: ${loc!.website}`);
  });

  it('answers facts about the libraries of a country, in Arabic too', () => {
    const egypt = directory.filter((library) => library.country.en === 'Egypt');
    expect(egypt.length).toBeGreaterThan(0);
    const answer = answerQuestion('أين تقع المكتبة الوطنية في مصر؟', directory);
    for (const library of egypt) {
      expect(answer).toContain(library.lib_name.ar);
      expect(answer).toContain(library.address.ar);
    }
    expect(answer).toContain('العنوان:');
  });

  it('counts the libraries of every region when asked how many', () => {
    const answer = answerQuestion('How many libraries are there?', directory);
    expect(answer).toContain(`The atlas lists ${directory.length} libraries`);
    const europe = directory.filter((library) => library.region.en === 'Europe').length;
    expect(answer).toContain(`- Europe: ${europe} libraries`);
  });

  it('says plainly when it finds nothing, in the question language', () => {
    expect(answerQuestion('What is the weather like today?', directory)).toMatch(
      /^I could not find/,
    );
    expect(answerQuestion('كيف حالك اليوم؟', directory)).toMatch(/^لم أجد/);
    expect(answerQuestion('Which libraries are in Oceania?', [])).toContain(
      'no libraries in Oceania',
    );
  });

  it('answers over libraries whose country is named like a built-in property (the fuzz test found a 500)', () => {
    const named = (country: string) => ({
      ...directory[0]!,
      id: `odd-${country}`,
      lib_name: { en: `Library of ${country}`, ar: `مكتبة ${country}` },
      country: { en: country, ar: country },
    });
    const odd = ['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty'].map(named);
    expect(answerQuestion('../../etc/passwd', [...directory, ...odd])).toMatch(/^I could not find/);
    expect(answerQuestion('libraries in constructor', odd)).toContain('Library of constructor');
  });

  it('reads the latest user message of the conversation', () => {
    expect(
      latestQuestion({
        messages: [
          { role: 'user', content: 'first', timestamp: 1 },
          { role: 'assistant', content: 'answer', timestamp: 2 },
          { role: 'user', content: 'second', timestamp: 3 },
          { role: 'assistant', content: 'answer 2', timestamp: 4 },
        ],
      }),
    ).toBe('second');
  });

  it('knows every region of the contract by its English and Arabic names', () => {
    for (const region of REGIONS) {
      expect(findMentions(`libraries in ${region.en}`, directory).regions).toEqual([region.en]);
      expect(findMentions(`مكتبات ${region.ar}`, directory).regions).toEqual([region.en]);
    }
  });
});

describe('POST /api/chat', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers premium and admin users from the seeded directory', async () => {
    const premium = await t.createUser('premium');
    for (const token of [premium.token, t.admin.token]) {
      const response = await t.request('POST', '/api/chat', {
        token,
        payload: ask('Which libraries are in Oceania?'),
      });
      expect(response.statusCode).toBe(200);
      const { response: text } = chatResponseSchema.parse(response.json());
      expect(text).toContain('Oceania has');
      for (const library of oceania) expect(text).toContain(library.lib_name.en);
    }
    const arabic = await t.request('POST', '/api/chat', {
      token: premium.token,
      payload: ask('ما المكتبات الموجودة في أوقيانوسيا؟'),
    });
    expect(arabic.json().response).toContain(oceania[0]!.lib_name.ar);
  });

  it('streams the built-in answer as one piece, then the whole answer, on POST /api/chat/stream', async () => {
    const premium = await t.createUser('premium');
    const whole = await t.request('POST', '/api/chat', {
      token: premium.token,
      payload: ask('ما المكتبات الموجودة في أوقيانوسيا؟'),
    });
    const streamed = await t.request('POST', '/api/chat/stream', {
      token: premium.token,
      payload: ask('ما المكتبات الموجودة في أوقيانوسيا؟'),
    });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-type']).toMatch(/^text\/event-stream/);
    const events: ChatStreamEvent[] = new ChatEventDecoder().push(streamed.body);
    const { response } = chatResponseSchema.parse(whole.json());
    expect(events).toEqual([
      { type: 'delta', text: response },
      { type: 'done', response },
    ]);
    expect(response).toContain(oceania[0]!.lib_name.ar);
    for (const path of ['/api/chat/stream', '/api/chat/notice']) {
      const method = path.endsWith('stream') ? 'POST' : 'GET';
      const regular = await t.createUser('regular');
      const payload = method === 'POST' ? ask('hello') : undefined;
      expect((await t.request(method, path, { payload })).statusCode).toBe(401);
      expect((await t.request(method, path, { token: regular.token, payload })).statusCode).toBe(
        403,
      );
    }
  });

  it('answers the banner text as unset without configuration', async () => {
    const notice = await t.request('GET', '/api/chat/notice', { token: t.admin.token });
    expect(notice.json()).toEqual({ en: null, ar: null });
  });

  it('answers 401 to visitors and 403 to regular users, in the error shape', async () => {
    const anonymous = await t.request('POST', '/api/chat', { payload: ask('hello') });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    const regular = await t.createUser('regular');
    const denied = await t.request('POST', '/api/chat', {
      token: regular.token,
      payload: ask('hello'),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });

  it('answers 400 for an empty conversation or message', async () => {
    for (const payload of [
      { messages: [] },
      ask('   '),
      {},
      { messages: [{ role: 'system', content: 'x', timestamp: 1 }] },
    ]) {
      const response = await t.request('POST', '/api/chat', { token: t.admin.token, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
