import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ParseKeys } from 'i18next';
import type { LibraryProposalInput } from '@libatlas/contracts';
import { i18n } from '@libatlas/i18n';
import { sampleLibrary } from '../fixtures/sampleLibraries.ts';
import { LibraryEditForm } from './LibraryEditForm.tsx';
import { onAPhone } from '../fixtures/onAPhone';

// Port 9 (discard) never answers: the map works without its tiles, the same on every run.
const UNREACHABLE_TILES = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

const t = i18n.t.bind(i18n);
const bnf = sampleLibrary('fr-bnf');

const meta = {
  title: 'Suggestions/LibraryEditForm',
  component: LibraryEditForm,
  args: {
    open: true,
    library: bnf,
    onClose: fn(),
    onSubmit: fn(async () => {}),
    tileUrl: UNREACHABLE_TILES,
  },
} satisfies Meta<typeof LibraryEditForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = () =>
  t('libraryEdits.form.title', {
    name: i18n.language === 'ar' ? bnf.lib_name.ar : bnf.lib_name.en,
  });

/** The dialog (in a portal) once it has faded in and its map has loaded. */
async function findDialog(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog', { name: title() });
  await waitFor(() => expect(dialog).toBeVisible());
  await within(dialog).findByRole('region', { name: t('map.label') }, { timeout: 15000 });
  return dialog;
}

function fieldIn(field: ParseKeys, language: 'en' | 'ar') {
  return t('libraryEdits.form.fieldIn', {
    field: t(field),
    language: language === 'en' ? t('libraryForm.tabs.english') : t('libraryForm.tabs.arabic'),
  });
}

/** The source field, whose name ends with the required mark. */
function sourceField(dialog: HTMLElement) {
  return within(dialog).getByRole('textbox', {
    name: (name) => name.startsWith(t('libraryEdits.form.sourceLabel')),
  });
}

async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

/**
 * Filled with the library's values in both languages; the reader changes the hours and the phone,
 * gives a source, and only those two fields are sent.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    const canvas = within(dialog);
    const hoursAr = canvas.getByRole('textbox', {
      name: fieldIn('libraryForm.fields.operatingHours', 'ar'),
    });
    await expect(hoursAr).toHaveValue(bnf.operatingHours.ar);
    await expect(hoursAr).toHaveAttribute('dir', 'rtl');
    await expect(hoursAr).toHaveAttribute('lang', 'ar');

    await fill(
      canvas.getByRole('textbox', { name: fieldIn('libraryForm.fields.operatingHours', 'en') }),
      'Tuesday–Saturday 9:00–20:00',
    );
    await fill(
      canvas.getByRole('textbox', { name: t('libraryForm.fields.phone') }),
      '+33 1 00 00 00 00',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('libraryEdits.form.submit') }));
    const source = sourceField(dialog);
    await waitFor(() => expect(source).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await fill(source, 'https://www.bnf.fr/fr/horaires');
    await userEvent.click(canvas.getByRole('button', { name: t('libraryEdits.form.submit') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const input = (args.onSubmit as ReturnType<typeof fn>).mock
      .calls[0]![0] as LibraryProposalInput;
    await expect(input).toEqual({
      changes: {
        operatingHours: { en: 'Tuesday–Saturday 9:00–20:00', ar: bnf.operatingHours.ar },
        contact: { phone: '+33 1 00 00 00 00' },
      },
      source: 'https://www.bnf.fr/fr/horaires',
      note: '',
    });
  },
};

/** Sent with nothing changed: the form says to change a field, and sends nothing. */
export const NothingChanged: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    const canvas = within(dialog);
    await fill(sourceField(dialog), 'https://www.bnf.fr');
    await userEvent.click(canvas.getByRole('button', { name: t('libraryEdits.form.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('validation.noChanges'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** On a phone the dialog fills the screen, the two languages one above the other. */
export const OnASmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
  },
};

/**
 * On a phone the source's label is whole (not cut to "Source (a web page that…"): a short label,
 * what the source should be said below the field, and read as the field's description.
 */
async function sourceLabelFits(canvasElement: HTMLElement) {
  await expect(window.innerWidth).toBe(390);
  const dialog = await findDialog(canvasElement);
  const source = sourceField(dialog);
  const label = dialog.querySelector<HTMLElement>(`label[for="${source.id}"]`)!;
  await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
  await expect(source).toHaveAccessibleDescription(t('libraryEdits.form.sourceHelp'));
  await expect(within(dialog).getByText(t('libraryEdits.form.sourceHelp'))).toBeVisible();
}

export const SourceOnAPhone: Story = {
  ...onAPhone,
  play: async ({ canvasElement }) => sourceLabelFits(canvasElement),
};

export const SourceOnAPhoneArabic: Story = {
  ...onAPhone,
  globals: { ...onAPhone.globals, locale: 'ar' },
  play: async ({ canvasElement }) => sourceLabelFits(canvasElement),
};

/** Opened by "Suggest the phone" on a library without one: the phone field has the focus. */
export const FocusedAtPhone: Story = {
  args: {
    library: { ...bnf, contact: { ...bnf.contact, phone: '' } },
    focusField: 'contact.phone',
  },
  // The dialog looks as in Default; what matters here is where the focus is.
  parameters: { visual: { disable: true }, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(
      within(dialog).getByRole('textbox', { name: t('libraryForm.fields.phone') }),
    ).toHaveFocus();
  },
};

/** Opened by "Suggest the hours": the hours in the reader's own language have the focus. */
export const FocusedAtHours: Story = {
  args: { focusField: 'operatingHours' },
  parameters: { visual: { disable: true }, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    const language = i18n.language === 'ar' ? 'ar' : 'en';
    await expect(
      within(dialog).getByRole('textbox', {
        name: (name) => name.startsWith(fieldIn('libraryForm.fields.operatingHours', language)),
      }),
    ).toHaveFocus();
  },
};
