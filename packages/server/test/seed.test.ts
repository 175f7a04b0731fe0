import { librarySchema, type Library } from '@libatlas/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_TILE_URL, loadConfig } from '../src/config';
import { libraries } from '../src/db/schema';
import { nationalLibraries } from '../src/seed/nationalLibraries';
import { seedLibraries } from '../src/seed/seedLibraries';
import { createTestApp, libraryInput, type TestApp } from './helpers/testApp';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

describe('seeding', () => {
  it('seeds every national library into an empty database on first start', async () => {
    const t = await createTestApp({ seed: true });
    apps.push(t);
    expect(t.app.startup.seeded).toBe(nationalLibraries.length);
    const response = await t.request('GET', '/api/libraries');
    const list = response.json() as Library[];
    expect(list).toHaveLength(nationalLibraries.length);
    for (const library of list)
      expect(librarySchema.safeParse(library).success, library.id).toBe(true);
    const bnf = list.find((library) => library.id === 'fr-bnf');
    expect(bnf?.country.en).toBe('France');

    // Seeding again inserts nothing and leaves edits alone.
    await t.request('PUT', '/api/libraries/fr-bnf', {
      token: t.admin.token,
      payload: libraryInput({ lib_name: { en: 'Edited', ar: 'معدلة' } }),
    });
    expect(await seedLibraries(t.db, nationalLibraries)).toBe(0);
    expect((await t.request('GET', '/api/libraries/fr-bnf')).json().lib_name.en).toBe('Edited');
  });

  it('does not seed when SEED is false, nor into a directory that has libraries', async () => {
    const t = await createTestApp({ seed: false });
    apps.push(t);
    expect(await t.db.select().from(libraries)).toHaveLength(0);
    expect(await seedLibraries(t.db, nationalLibraries.slice(0, 3))).toBe(3);
    expect(await seedLibraries(t.db, nationalLibraries.slice(0, 5))).toBe(2);
  });
});

describe('loadConfig', () => {
  it('has the defaults of design §4', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      adminEmail: 'admin@libatlas.local',
      adminPassword: undefined,
      seed: true,
      tileUrl: DEFAULT_TILE_URL,
      logLevel: 'info',
    });
    expect(config.dataDir).toBe(`${process.cwd()}/data`);
    expect(config.pgliteDataDir).toBe(`${process.cwd()}/data/pglite`);
    expect(config.staticDir).toMatch(/dist\/app$/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/atlas',
      DATABASE_URL: 'postgres://u@h/db',
      ADMIN_EMAIL: 'Boss@Example.org',
      ADMIN_PASSWORD: 'long-enough',
      SEED: 'false',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/atlas',
      databaseUrl: 'postgres://u@h/db',
      adminEmail: 'boss@example.org',
      adminPassword: 'long-enough',
      seed: false,
      logLevel: 'warn',
    });
  });

  it('refuses values it cannot use', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ SEED: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(ConfigError);
  });
});
