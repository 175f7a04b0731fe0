import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import en from '../src/locales/en.json';
import { extractKeys } from './extractKeys.ts';
import { flattenCatalog } from './flattenCatalog.ts';

const PACKAGES = fileURLToPath(new URL('../../', import.meta.url));
const NAMESPACES = Object.keys(en);
const enKeys = new Set(flattenCatalog(en).keys());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || entry.name === 'locales' ? [] : sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// A plural key is used by its base name; i18next adds the suffix from the count.
function exists(key: string): boolean {
  return enKeys.has(key) || enKeys.has(`${key}_one`) || enKeys.has(`${key}_other`);
}

describe('keys used by the code', () => {
  test('all exist in en.json', () => {
    const packages = readdirSync(PACKAGES, { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    const files = packages.flatMap((entry) => {
      const src = join(PACKAGES, entry.name, 'src');
      try {
        return sourceFiles(src);
      } catch {
        return [];
      }
    });
    expect(files.length).toBeGreaterThan(0);
    const missing = files.flatMap((file) =>
      [...extractKeys(readFileSync(file, 'utf8'), NAMESPACES)]
        .filter((key) => !exists(key))
        .map((key) => `${relative(PACKAGES, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('extractKeys', () => {
  test('finds keys in calls, Trans and plain strings', () => {
    const source = `
      const a = t('nav.home');
      const b = i18n.t("regions.count", { count });
      const c = <Trans i18nKey="footer.credit" values={{ owner }} />;
      const d = <Trans i18nKey={'about.title'} />;
      const e = z.string().min(1, 'validation.required');
      const f = t(\`date.never\`);
      const g = t('brandNew.key');
    `;
    expect([...extractKeys(source, NAMESPACES)].sort()).toEqual([
      'about.title',
      'brandNew.key',
      'date.never',
      'footer.credit',
      'nav.home',
      'regions.count',
      'validation.required',
    ]);
  });

  test('skips dynamic keys, comments, file names and strings outside the namespaces', () => {
    const source = `
      const a = t(\`region.\${region}\`);
      // t('nav.commented') in a comment
      /* t('nav.blockComment') */
      const url = 'https://example.org/nav.home';
      const icon = 'map.png';
      const other = 'version.major';
      const formatted = format(date, 'MMM d, yyyy');
    `;
    expect([...extractKeys(source, NAMESPACES)]).toEqual([]);
  });
});
