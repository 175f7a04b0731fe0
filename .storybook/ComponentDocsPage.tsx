import type { ComponentType } from 'react';
import {
  ArgTypes,
  Controls,
  Description,
  Heading,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';

/**
 * Each component's Docs page (autodocs): its JSDoc first (when to use it and when not, then what
 * it does), the primary story with a control for every documented prop, then each subcomponent
 * the meta lists (`subcomponents`: the smaller components the folder also exports) with its own
 * JSDoc and props, and every story. The toolbar's language flips the stories' language and
 * direction here as on the canvas.
 */
export function ComponentDocsPage() {
  const resolved = useOf('meta', ['meta']);
  const subcomponents = Object.entries(
    (resolved.preparedMeta.subcomponents ?? {}) as Record<string, ComponentType>,
  );
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      {subcomponents.map(([name, component]) => (
        <section key={name}>
          <Heading>{name}</Heading>
          <Description of={component} />
          <ArgTypes of={component} />
        </section>
      ))}
      <Stories />
    </>
  );
}
