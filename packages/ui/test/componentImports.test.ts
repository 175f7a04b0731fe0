import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// A component folder's index.ts is its public face (issue 33): the repository's ESLint config
// refuses an import that reaches past it into another component folder's file.

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The no-restricted-imports messages ESLint gives `from` imported by a file at `filePath`. */
async function refusals(filePath: string, from: string) {
  const code = `import { piece } from '${from}';\n\nexport const used = piece;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message);
}

// The first lint loads the config and its plugins: seconds on a busy machine.
describe("imports between @libatlas/ui's component folders", { timeout: 60_000 }, () => {
  it.each([
    ['packages/ui/src/MapView/MapView.tsx', '../LibraryCard/localizedText.ts'],
    ['packages/ui/src/MapView/MapView.stories.tsx', '../LibraryCard/LibraryCard.tsx'],
    ['packages/ui/src/HomeHero/HomeHero.tsx', '../LibraryCard/localizedText'],
    ['packages/ui/src/foundations/Colour/Colour.stories.tsx', '../../ThemeSettingsPanel/x.ts'],
    ['packages/ui/src/shared/NewTabHint.tsx', '../LibraryCard/index/x.ts'],
  ])('%s may not import %s', async (filePath, from) => {
    expect(await refusals(filePath, from)).toEqual([
      expect.stringContaining("through its folder's index.ts"),
    ]);
  });

  it.each([
    ['packages/ui/src/MapView/MapView.tsx', '../LibraryCard/index.ts'],
    ['packages/ui/src/MapView/MapView.tsx', '../LibraryCard/index'],
    ['packages/ui/src/MapView/MapView.tsx', '../shared/NewTabHint.tsx'],
    ['packages/ui/src/MapView/MapView.stories.tsx', '../fixtures/sampleLibraries.ts'],
    ['packages/ui/src/MapView/MapView.tsx', './MapMarkers.tsx'],
    ['packages/ui/src/foundations/Colour/Colour.stories.tsx', '../../ThemeSettingsPanel/index.ts'],
  ])('%s may import %s', async (filePath, from) => {
    expect(await refusals(filePath, from)).toEqual([]);
  });
});
