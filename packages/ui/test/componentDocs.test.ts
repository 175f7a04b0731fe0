import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedComponents, UI_SRC } from './exportedComponents.ts';
import { storyMetas } from './storyMetas.ts';

// Storybook is the design system's documentation: every component @libatlas/ui exports gets a
// Docs page (autodocs, from its stories' meta) that opens with when to use it and when not (its
// JSDoc) and documents each of its props (their JSDoc). These tests fail when one is exported
// without that.

const components = exportedComponents();
const metas = storyMetas();

describe('the Docs pages of @libatlas/ui', () => {
  it('finds the exported components', () => {
    // A guard for the tests below: a broken reading of index.ts would make them pass vacuously.
    expect(components.map((c) => c.name)).toEqual(
      expect.arrayContaining(['AppLayout', 'LibraryCard', 'MapView', 'UsersTableErrorBoundary']),
    );
    expect(components.length).toBeGreaterThan(40);
  });

  it('makes a Docs page of every story file unless it opts out', () => {
    const preview = readFileSync(path.resolve(UI_SRC, '../../../.storybook/preview.tsx'), 'utf8');
    expect(preview).toMatch(/^\s*tags: \[[^\]]*'autodocs'/m);
  });

  it.each(components.map((c) => [c.name, c] as const))(
    '%s has stories in its folder that document it',
    (_name, component) => {
      const documenting = metas.filter(
        (meta) =>
          meta.folder === component.folder &&
          !meta.tags.includes('!autodocs') &&
          (meta.documents.includes(component.name) || meta.documents.includes(component.localName)),
      );
      expect(
        documenting.map((meta) => meta.file),
        `no *.stories.tsx in src/${component.folder} has ${component.name} as its meta's component or subcomponent`,
      ).not.toEqual([]);
    },
  );

  it.each(components.map((c) => [c.name, c] as const))(
    '%s says when to use it and when not, and documents every prop',
    (_name, component) => {
      expect(component.description).toMatch(/^- \*\*Use it\*\* \S/m);
      expect(component.description).toMatch(/^- \*\*Don't use it\*\* \S/m);
      expect(
        component.props.filter((prop) => !prop.description).map((prop) => prop.name),
        'props without JSDoc',
      ).toEqual([]);
    },
  );
});
