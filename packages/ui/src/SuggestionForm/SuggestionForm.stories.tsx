import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SUGGESTION_TYPES } from '@libatlas/contracts';
import { i18n } from '@libatlas/i18n';
import { SuggestionForm } from './SuggestionForm.tsx';

const meta = {
  title: 'Suggestions/SuggestionForm',
  component: SuggestionForm,
  args: { onSubmit: fn(() => Promise.resolve()) },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 560 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SuggestionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

/** The half of the bilingual content the active language fills. */
function contentKey(): 'en' | 'ar' {
  return i18n.language === 'ar' ? 'ar' : 'en';
}

/** Feature is chosen, the 4-row box is empty, and Submit waits for some text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('form', { name: i18n.t('suggestions.formTitle') }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('combobox', { name: i18n.t('suggestions.typeLabel') }),
    ).toHaveTextContent(i18n.t('suggestions.type.feature'));
    const content = canvas.getByRole('textbox', { name: i18n.t('suggestions.contentLabel') });
    await expect(content).toHaveValue('');
    await expect(content).toHaveAttribute('rows', '4');
    await expect(content).toHaveAttribute('lang', contentKey());
    await expect(content).toHaveAttribute('placeholder', i18n.t('suggestions.contentPlaceholder'));
    await expect(canvas.getByRole('button', { name: i18n.t('suggestions.submit') })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: i18n.t('common.cancel') })).toBeNull();
  },
};

/** The four types of spec §9, in order. */
export const TypeOptions: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('combobox', { name: i18n.t('suggestions.typeLabel') }),
    );
    // The menu opens in a portal, outside the story's root.
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(
      SUGGESTION_TYPES.map((type) => i18n.t(`suggestions.type.${type}`)),
    );
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** Sends the type and the text in the active language, then empties the form for the next one. */
export const SubmitAndReset: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const type = canvas.getByRole('combobox', { name: i18n.t('suggestions.typeLabel') });
    await userEvent.click(type);
    await userEvent.click(
      await screen.findByRole('option', { name: i18n.t('suggestions.type.bug') }),
    );
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    const content = canvas.getByRole('textbox', { name: i18n.t('suggestions.contentLabel') });
    await userEvent.type(content, '  The map hides the last marker  ');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('suggestions.submit') }));

    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'bug',
      content: { [contentKey()]: 'The map hides the last marker' },
    });
    await waitFor(() => expect(content).toHaveValue(''));
    await expect(type).toHaveTextContent(i18n.t('suggestions.type.feature'));
    await expect(content).toHaveFocus();
    await expect(canvas.getByRole('button', { name: i18n.t('suggestions.submit') })).toBeDisabled();
  },
};

/** Whitespace is not a suggestion: Submit stays disabled and nothing is sent. */
export const BlankIgnored: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const content = canvas.getByRole('textbox', { name: i18n.t('suggestions.contentLabel') });
    await userEvent.type(content, '   {Enter}  ');
    await expect(canvas.getByRole('button', { name: i18n.t('suggestions.submit') })).toBeDisabled();
    // Submitting some other way (as implicit submission would) is ignored too.
    (canvas.getByRole('form') as HTMLFormElement).requestSubmit();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** While sending, the button says so and a second press sends nothing more. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: i18n.t('suggestions.contentLabel') }),
      'Show opening hours in local time',
    );
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('suggestions.submit') }));
    const submitting = await canvas.findByRole('button', {
      name: i18n.t('suggestions.submitting'),
    });
    await expect(submitting).toHaveAttribute('aria-disabled', 'true');
    await expect(submitting).toHaveFocus();
    await userEvent.click(submitting);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The server refuses with a catalog message: it is shown translated, and the text is kept. */
export const SubmitFails: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('validation.tooLong'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const content = canvas.getByRole('textbox', { name: i18n.t('suggestions.contentLabel') });
    await userEvent.type(content, 'A very long idea');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('suggestions.submit') }));

    await expect(await canvas.findByRole('alert')).toHaveTextContent(i18n.t('validation.tooLong'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(content).toHaveValue('A very long idea');
    await expect(canvas.getByRole('button', { name: i18n.t('suggestions.submit') })).toBeEnabled();

    // Editing the text clears the message.
    await userEvent.type(content, '!');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A rejection's own words are shown as they came. */
export const SubmitFailsWithMessage: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Service unavailable'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: i18n.t('suggestions.contentLabel') }),
      'Add a print view',
    );
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('suggestions.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Service unavailable');
  },
};

/** A rejection without words gets the generic "Failed to submit suggestion". */
export const SubmitFailsWithoutMessage: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error(''))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: i18n.t('suggestions.contentLabel') }),
      'Add a print view',
    );
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('suggestions.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      i18n.t('suggestions.submitError'),
    );
  },
};

export const WithCancel: Story = {
  args: { onCancel: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: i18n.t('common.cancel') }),
    );
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Edited in Arabic, the text is sent as the Arabic half of the content. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('combobox', { name: i18n.t('suggestions.typeLabel') }),
    ).toHaveTextContent(i18n.t('suggestions.type.feature'));
    const content = canvas.getByRole('textbox', { name: i18n.t('suggestions.contentLabel') });
    await userEvent.type(content, 'أضيفوا خريطة للمكتبات القريبة');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('suggestions.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'feature',
      content: { [contentKey()]: 'أضيفوا خريطة للمكتبات القريبة' },
    });
    await waitFor(() => expect(content).toHaveValue(''));
  },
};
