import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { SearchField } from '../SearchField/index.ts';
import { QueryForm, type QueryFormProps } from './QueryForm.tsx';

/** A search box inside the form, as the Libraries page has it. */
function SearchForm(args: QueryFormProps) {
  const [text, setText] = useState('');
  return (
    <QueryForm {...args}>
      <SearchField name="q" label="Search libraries" value={text} onChange={setText} />
    </QueryForm>
  );
}

const meta = {
  title: 'Forms/QueryForm',
  component: QueryForm,
  args: {
    action: '/libraries',
    keep: { view: 'map', open: undefined },
    onSubmit: fn(),
    children: null,
  },
  render: (args) => <SearchForm {...args} />,
} satisfies Meta<typeof QueryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With the app's code running: a search landmark whose fields carry the address's names, plus
 * what the address keeps (`view=map`; an empty value is not sent); a submission (Enter) goes
 * nowhere (the story stays), and the Search button, for browsers without scripts, is not drawn.
 */
export const WithScripts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('search');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/libraries');
    await expect(canvas.queryByRole('button', { name: i18n.t('noscript.search') })).toBeNull();

    const box = canvas.getByRole('searchbox', { name: 'Search libraries' });
    await userEvent.type(box, 'France');
    (form as HTMLFormElement).requestSubmit();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('search')).toBe(form);
    const sent = new FormData(form as HTMLFormElement);
    await expect([...sent.entries()]).toEqual([
      ['q', 'France'],
      ['view', 'map'],
    ]);
  },
};
