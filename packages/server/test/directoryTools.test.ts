import type { Library } from '@libatlas/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { nationalLibraries } from '../src/seed/nationalLibraries';
import { directoryTools } from '../src/services/directoryTools';
import { systemPrompt } from '../src/services/modelAnswer';

const directory: Library[] = nationalLibraries.map((library) => ({ ...library, image: '' }));

interface Found {
  total: number;
  libraries: { id: string; name: string; country: string; region: string; page: string }[];
}

function search(args: object, language: 'en' | 'ar' = 'en'): Found {
  return JSON.parse(
    directoryTools(directory, language).run('search_libraries', JSON.stringify(args)),
  ) as Found;
}

describe('the directory tools the model reads', () => {
  it('declares search, get and count with JSON-schema parameters', () => {
    const { definitions } = directoryTools(directory, 'en');
    expect(definitions.map((tool) => tool.function.name)).toEqual([
      'search_libraries',
      'get_library',
      'count_libraries',
    ]);
    const search = definitions[0]!.function.parameters as {
      type: string;
      properties: Record<string, unknown>;
    };
    expect(search.type).toBe('object');
    expect(Object.keys(search.properties)).toEqual(['text', 'region', 'country', 'limit']);
    expect(search).not.toHaveProperty('$schema');
  });

  it('finds a country named in Arabic, answering in Arabic with each page', () => {
    const egypt = directory.filter((library) => library.country.en === 'Egypt');
    const found = search({ country: 'مصر' }, 'ar');
    expect(found.total).toBe(egypt.length);
    expect(found.libraries).toEqual(
      egypt.map((library) =>
        expect.objectContaining({
          id: library.id,
          name: library.lib_name.ar,
          country: library.country.ar,
          page: `/libraries/${library.id}`,
        }),
      ),
    );
  });

  it('finds a region by another of its names and bounds the list', () => {
    const europe = directory.filter((library) => library.region.en === 'Europe');
    expect(europe.length).toBeGreaterThan(5);
    const found = search({ region: 'european', limit: 5 });
    expect(found.total).toBe(europe.length);
    expect(found.libraries).toHaveLength(5);
    expect(search({ region: 'أوروبا' }, 'ar').total).toBe(europe.length);
  });

  it('finds a library by the telling words of its name, in either language', () => {
    const congress = directory.find((library) => library.lib_name.en === 'Library of Congress')!;
    expect(search({ text: 'Congress' }).libraries.map((library) => library.id)).toEqual([
      congress.id,
    ]);
    const alexandrina = directory.find((library) => /Alexandrina/.test(library.lib_name.en))!;
    expect(search({ text: 'مكتبة الإسكندرية' }, 'ar').libraries.map((l) => l.id)).toContain(
      alexandrina.id,
    );
    expect(search({ text: 'zzzz-nothing' }).total).toBe(0);
  });

  it("gives one library's full record, and an error the model can act on for an unknown id", () => {
    const tools = directoryTools(directory, 'en');
    const library = directory[0]!;
    const record = JSON.parse(
      tools.run('get_library', JSON.stringify({ id: library.id })),
    ) as Record<string, unknown>;
    expect(record).toMatchObject({
      id: library.id,
      name: library.lib_name.en,
      address: library.address.en,
      openingHours: library.operatingHours.en,
      website: library.website,
      page: `/libraries/${library.id}`,
    });
    expect(JSON.parse(tools.run('get_library', '{"id":"no-such"}'))).toHaveProperty('error');
    expect(JSON.parse(tools.run('get_library', '{not json'))).toHaveProperty('error');
    expect(JSON.parse(tools.run('search_libraries', '{"limit":500}'))).toHaveProperty('error');
    expect(JSON.parse(tools.run('delete_library', '{}'))).toHaveProperty('error');
  });

  it('counts the libraries, per region and in one country', () => {
    const tools = directoryTools(directory, 'en');
    const all = JSON.parse(tools.run('count_libraries', '')) as {
      total: number;
      countries: number;
      byRegion: Record<string, number>;
    };
    expect(all.total).toBe(directory.length);
    expect(Object.values(all.byRegion).reduce((a, b) => a + b, 0)).toBe(directory.length);
    expect(all.countries).toBe(new Set(directory.map((library) => library.country.en)).size);
    const egypt = JSON.parse(tools.run('count_libraries', '{"country":"Egypt"}')) as {
      total: number;
    };
    expect(egypt.total).toBe(directory.filter((l) => l.country.en === 'Egypt').length);
  });

  it("tells the model the question's language, to cite pages and to decline what is not the directory", () => {
    const prompt = systemPrompt('ar', new Date(Date.UTC(2025, 4, 4)));
    expect(prompt).toContain('Answer in Arabic');
    expect(prompt).toContain('[Library name](/libraries/<id>)');
    expect(prompt).toContain('decline politely');
    expect(prompt).toContain('Sunday, 4 May 2025');
    expect(systemPrompt('en', new Date())).toContain('Answer in English');
  });
});

describe('chat configuration', () => {
  it('uses the built-in engine unless a model is configured', () => {
    const config = loadConfig({});
    expect(config.chat.provider).toBeUndefined();
    expect(config.chat).toMatchObject({
      timeoutMs: 60_000,
      maxToolRounds: 5,
      rateLimit: { max: 10, timeWindowMs: 60_000 },
      dailyTokenBudget: 200_000,
      notice: { en: undefined, ar: undefined },
    });
  });

  it('reads the model, its limits and the banner from the environment', () => {
    const config = loadConfig({
      CHAT_BASE_URL: 'http://localhost:11434/v1',
      CHAT_MODEL: 'llama3.1',
      CHAT_TIMEOUT_MS: '30000',
      CHAT_MAX_TOOL_ROUNDS: '3',
      CHAT_RATE_LIMIT: '4',
      CHAT_DAILY_TOKENS: '50000',
      CHAT_NOTICE_EN: 'Preview',
      CHAT_NOTICE_AR: 'نسخة تجريبية',
    });
    expect(config.chat).toEqual({
      provider: { baseUrl: 'http://localhost:11434/v1', model: 'llama3.1', apiKey: undefined },
      timeoutMs: 30_000,
      maxToolRounds: 3,
      rateLimit: { max: 4, timeWindowMs: 60_000 },
      dailyTokenBudget: 50_000,
      notice: { en: 'Preview', ar: 'نسخة تجريبية' },
    });
    expect(
      loadConfig({ CHAT_BASE_URL: 'https://api.openai.com/v1', CHAT_MODEL: 'm', CHAT_API_KEY: 'k' })
        .chat.provider?.apiKey,
    ).toBe('k');
  });

  it('refuses half a provider or a URL it cannot call', () => {
    expect(() => loadConfig({ CHAT_BASE_URL: 'http://localhost:11434/v1' })).toThrow(ConfigError);
    expect(() => loadConfig({ CHAT_MODEL: 'llama3.1' })).toThrow(ConfigError);
    expect(() => loadConfig({ CHAT_BASE_URL: 'localhost:11434', CHAT_MODEL: 'm' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ CHAT_DAILY_TOKENS: '0' })).toThrow(ConfigError);
  });
});
