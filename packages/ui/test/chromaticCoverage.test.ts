import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { directionModes } from '../../../.storybook/directionModes.ts';
import { UI_SRC } from './exportedComponents.ts';

// `npm run chromatic` (for a team with a Chromatic token) must cover what `npm run test:visual`
// covers: every story in both directions, and the same stories left out.

const storyFiles = readdirSync(UI_SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => [file, readFileSync(path.join(UI_SRC, file), 'utf8')] as const);

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

describe('Chromatic coverage', () => {
  it('captures every story in English (LTR) and Arabic (RTL), as the visual suite does', () => {
    expect(Object.values(directionModes).map((mode) => mode.locale)).toEqual(['en', 'ar']);
    const preview = readFileSync(path.resolve(UI_SRC, '../../../.storybook/preview.tsx'), 'utf8');
    expect(preview).toMatch(/chromatic: \{ modes: directionModes \}/);
  });

  it.each(storyFiles)(
    '%s leaves out of Chromatic what it leaves out of the visual suite',
    (_, text) => {
      expect(count(text, /chromatic: \{ disableSnapshot: true \}/g)).toBe(
        count(text, /visual: \{[^}]*disable: true/g),
      );
    },
  );
});
