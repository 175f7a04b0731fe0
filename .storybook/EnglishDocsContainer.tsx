import type { PropsWithChildren } from 'react';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';

const LONG_VALUES = `.docblock-argstable .rejt-value {
  display: inline-block;
  max-width: 20em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
}`;

/**
 * Every Docs page (a component's and the MDX foundations) is written in English, so it reads left
 * to right whatever the toolbar's language; the stories on it take the toolbar's language and
 * direction on their own (the preview's decorator). Without it, Arabic in the toolbar set the
 * document's `dir` and laid the English prose out right to left, its full stops and brackets on
 * the wrong side.
 */
export function EnglishDocsContainer(props: PropsWithChildren<DocsContainerProps>) {
  return (
    <div dir="ltr" lang="en">
      {/* A long text in a props control (a sample library's image, a data URL of 2,000
          characters) shows its start on one line, not past the table's edge where it was cut
          off; clicking it still edits the whole value. */}
      <style>{LONG_VALUES}</style>
      <DocsContainer {...props} />
    </div>
  );
}
