import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ParseKeys } from 'i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { LibraryPayload } from '@libatlas/contracts';
import { i18n } from '@libatlas/i18n';
import { sampleLibrary } from '../fixtures/sampleLibraries.ts';
import { sampleImageFile } from '../fixtures/sampleImageFile.ts';
import { LibraryForm } from './LibraryForm.tsx';

// Port 9 (discard) never answers: the map works without its tiles, the same on every run.
const UNREACHABLE_TILES = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

const kfnl = sampleLibrary('sa-kfnl');

const meta = {
  title: 'Manage/LibraryForm',
  component: LibraryForm,
  args: {
    open: true,
    mode: 'add',
    onClose: fn(),
    onSubmit: fn(async () => {}),
    onUploadImage: fn(async () => '/uploads/new-facade.png'),
    tileUrl: UNREACHABLE_TILES,
  },
  // On a Docs page the dialog opens inside its story's block, which needs the room.
  parameters: { docsHeight: 760 },
} satisfies Meta<typeof LibraryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Edit mode with a complete record: the form is valid as it opens. */
const editKfnl = { mode: 'edit', library: kfnl } as const;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.
const t = i18n.t.bind(i18n);

const BILINGUAL_LABELS = [
  'libraryForm.fields.libName',
  'libraryForm.fields.country',
  'libraryForm.fields.description',
  'libraryForm.fields.address',
  'libraryForm.fields.operatingHours',
] as const satisfies readonly ParseKeys[];

const phoneHint = () => t('libraryForm.phoneTooltip', { phone: '+966 11 462 4888' });
const websiteHint = () => t('libraryForm.websiteTooltip', { host: 'https://' });

/**
 * The dialog (in a portal, outside the story's canvas), once it has faded in and its map has
 * loaded: the map's code arrives lazily, and a story should not end half drawn.
 */
async function findDialog(canvasElement: HTMLElement, title: ParseKeys = 'libraryForm.addTitle') {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog', { name: t(title) });
  await waitFor(() => expect(dialog).toBeVisible());
  await within(dialog).findByRole('region', { name: t('map.label') }, { timeout: 15000 });
  return dialog;
}

function tabName(language: 'en' | 'ar', withErrors = false): string {
  const name = language === 'en' ? t('libraryForm.tabs.english') : t('libraryForm.tabs.arabic');
  return withErrors ? `${name} (${t('libraryForm.tabHasErrors')})` : name;
}

function tab(dialog: HTMLElement, language: 'en' | 'ar', withErrors = false) {
  return within(dialog).getByRole('tab', { name: tabName(language, withErrors) });
}

function textbox(dialog: HTMLElement, label: ParseKeys): HTMLInputElement {
  return within(dialog).getByRole('textbox', { name: t(label) });
}

function button(dialog: HTMLElement, label: ParseKeys) {
  return within(dialog).getByRole('button', { name: t(label) });
}

/** Replaces a field's text, as a user selecting it all and pasting would. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** The languages chosen, as their chips read. */
function chips(dialog: HTMLElement): string[] {
  const field = within(dialog).getByRole('combobox', { name: t('libraryForm.fields.languages') });
  const root = field.closest('.MuiAutocomplete-root') as HTMLElement;
  return [...root.querySelectorAll('.MuiChip-label')].map((label) => label.textContent ?? '');
}

/** The payload of the last save. */
function lastPayload(onSubmit: unknown): LibraryPayload {
  const calls = (onSubmit as ReturnType<typeof fn>).mock.calls;
  return calls[calls.length - 1]?.[0] as LibraryPayload;
}

async function expectRequired(dialog: HTMLElement, label: ParseKeys) {
  const input = textbox(dialog, label);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(t('validation.required'));
}

/** The zoom levels of the map's tiles, read from their addresses (UNREACHABLE_TILES' {z}). */
function tileZooms(map: HTMLElement): string[] {
  const tiles = [...map.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
  return [...new Set(tiles.map((tile) => new URL(tile.src).pathname.split('/')[1]!))];
}

export const AddModeDefaults: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    const canvas = within(dialog);

    await expect(tab(dialog, 'en')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(dialog, 'ar')).toHaveAttribute('aria-selected', 'false');
    for (const label of BILINGUAL_LABELS) {
      await expect(textbox(dialog, label)).toHaveValue('');
    }
    // Region Middle East, its Arabic name beside it; location 0,0; nothing else filled.
    const region = canvas.getByRole('combobox', { name: t('libraryForm.fields.region') });
    await expect(region).toHaveTextContent(t('region.middleEast'));
    await expect(region).toHaveAccessibleDescription(
      `${t('libraryForm.regionInArabic')} الشرق الأوسط`,
    );
    await expect(canvas.getByText('الشرق الأوسط', { selector: '[lang="ar"]' })).toBeVisible();
    await expect(chips(dialog)).toEqual([]);
    await expect(textbox(dialog, 'libraryForm.fields.latitude')).toHaveValue('0');
    await expect(textbox(dialog, 'libraryForm.fields.longitude')).toHaveValue('0');
    await expect(textbox(dialog, 'libraryForm.fields.phone')).toHaveValue('');
    await expect(textbox(dialog, 'libraryForm.fields.email')).toHaveValue('');
    await expect(textbox(dialog, 'libraryForm.fields.website')).toHaveValue('');
    await expect(button(dialog, 'libraryForm.uploadImage')).toBeEnabled();
    await expect(button(dialog, 'libraryForm.submitAdd')).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The tooltips' texts are the fields' descriptions too.
    await expect(textbox(dialog, 'libraryForm.fields.phone')).toHaveAccessibleDescription(
      phoneHint(),
    );
    await expect(textbox(dialog, 'libraryForm.fields.website')).toHaveAccessibleDescription(
      websiteHint(),
    );
    // A new library's map opens on spec §9's default view: zoom 4, its tiles asked at that zoom.
    const map = within(dialog).getByRole('region', { name: t('map.label') });
    await waitFor(() => expect(tileZooms(map)).toEqual(['4']));

    await userEvent.click(button(dialog, 'common.cancel'));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ShowsEveryMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);

    await userEvent.click(button(dialog, 'libraryForm.submitAdd'));

    // English first: its texts are Required, and the Arabic tab is marked as holding errors too.
    await waitFor(() => expect(tab(dialog, 'ar', true)).toBeVisible());
    await expect(tab(dialog, 'en', true)).toHaveAttribute('aria-selected', 'true');
    for (const label of BILINGUAL_LABELS) await expectRequired(dialog, label);
    await waitFor(() => expect(textbox(dialog, 'libraryForm.fields.libName')).toHaveFocus());
    await expect(textbox(dialog, 'libraryForm.fields.phone')).toHaveAccessibleDescription(
      `${t('validation.required')} ${phoneHint()}`,
    );
    await expectRequired(dialog, 'libraryForm.fields.email');
    // The website may be empty.
    await expect(textbox(dialog, 'libraryForm.fields.website')).toHaveAttribute(
      'aria-invalid',
      'false',
    );

    await userEvent.click(tab(dialog, 'ar', true));
    for (const label of BILINGUAL_LABELS) await expectRequired(dialog, label);

    await fill(textbox(dialog, 'libraryForm.fields.email'), 'not-an-email');
    await expect(textbox(dialog, 'libraryForm.fields.email')).toHaveAccessibleDescription(
      t('validation.invalidEmail'),
    );
    await fill(textbox(dialog, 'libraryForm.fields.website'), 'www.example');
    await expect(textbox(dialog, 'libraryForm.fields.website')).toHaveAccessibleDescription(
      `${t('validation.invalidUrl')} ${websiteHint()}`,
    );
    // Fixing a field clears its message.
    await fill(textbox(dialog, 'libraryForm.fields.phone'), '+966 11 462 4888');
    await expect(textbox(dialog, 'libraryForm.fields.phone')).toHaveAccessibleDescription(
      phoneHint(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TabsFollowTheirLanguage: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    const panel = within(dialog).getByRole('tabpanel');
    await expect(panel).toHaveAttribute('dir', 'ltr');
    await expect(panel).toHaveAttribute('lang', 'en');
    await expect(panel).toHaveAccessibleName(tabName('en'));
    await fill(textbox(dialog, 'libraryForm.fields.libName'), 'National Library of Oman');

    await userEvent.click(tab(dialog, 'ar'));

    await expect(tab(dialog, 'ar')).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toHaveAttribute('dir', 'rtl');
    await expect(panel).toHaveAttribute('lang', 'ar');
    await expect(panel).toHaveAccessibleName(tabName('ar'));
    const arabicName = textbox(dialog, 'libraryForm.fields.libName');
    await expect(arabicName).toHaveValue('');
    // The labels stay in the page's language, and say so.
    await expect(arabicName.labels?.[0]).toHaveAttribute('lang', i18n.language);
    await fill(arabicName, 'المكتبة الوطنية العُمانية');

    await userEvent.click(tab(dialog, 'en'));
    await expect(panel).toHaveAttribute('dir', 'ltr');
    await expect(textbox(dialog, 'libraryForm.fields.libName')).toHaveValue(
      'National Library of Oman',
    );
    await userEvent.click(tab(dialog, 'ar'));
    await expect(textbox(dialog, 'libraryForm.fields.libName')).toHaveValue(
      'المكتبة الوطنية العُمانية',
    );
  },
};

export const ErrorsPerTab: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await fill(textbox(dialog, 'libraryForm.fields.libName'), 'National Library of Oman');

    await userEvent.click(button(dialog, 'libraryForm.submitAdd'));

    // Only the active tab's messages show; the other tab carries a mark.
    await waitFor(() => expect(tab(dialog, 'ar', true)).toBeVisible());
    await expect(textbox(dialog, 'libraryForm.fields.libName')).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    await expectRequired(dialog, 'libraryForm.fields.country');
    await expect(within(dialog).getAllByText(t('validation.required')).length).toBe(
      BILINGUAL_LABELS.length - 1 + 2, // the other English texts, phone and email
    );

    await userEvent.click(tab(dialog, 'ar', true));

    await expectRequired(dialog, 'libraryForm.fields.libName');
    await expect(tab(dialog, 'en', true)).toHaveAttribute('aria-selected', 'false');
    // Filling in the Arabic texts clears the Arabic tab's mark, not the English one's.
    for (const label of BILINGUAL_LABELS) await fill(textbox(dialog, label), 'نص');
    await waitFor(() => expect(tab(dialog, 'ar')).toBeVisible());
    await expect(tab(dialog, 'en', true)).toBeVisible();
  },
};

export const OpensTheTabWithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    const english = ['Oman National Library', 'Oman', 'A library.', 'Muscat', 'Daily 8:00–14:00'];
    for (const [index, label] of BILINGUAL_LABELS.entries()) {
      await fill(textbox(dialog, label), english[index]!);
    }
    await fill(textbox(dialog, 'libraryForm.fields.phone'), '+968 2460 0000');
    await fill(textbox(dialog, 'libraryForm.fields.email'), 'info@example.om');

    await userEvent.click(button(dialog, 'libraryForm.submitAdd'));

    // The Arabic texts are missing: the Arabic tab opens, at its first field in error.
    await waitFor(() => expect(tab(dialog, 'ar', true)).toHaveAttribute('aria-selected', 'true'));
    await expect(within(dialog).getByRole('tabpanel')).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(textbox(dialog, 'libraryForm.fields.libName')).toHaveFocus());
    await expect(tab(dialog, 'en')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RegionFillsArabic: Story = {
  args: editKfnl,
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'libraryForm.editTitle');
    const region = within(dialog).getByRole('combobox', { name: t('libraryForm.fields.region') });

    await userEvent.click(region);
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(8);
    await userEvent.click(within(listbox).getByRole('option', { name: t('region.europe') }));

    await expect(region).toHaveTextContent(t('region.europe'));
    await expect(region).toHaveAccessibleDescription(`${t('libraryForm.regionInArabic')} أوروبا`);
    await userEvent.click(button(dialog, 'libraryForm.submitEdit'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(lastPayload(args.onSubmit).region).toEqual({ en: 'Europe', ar: 'أوروبا' });
  },
};

export const LanguagesAsChips: Story = {
  args: editKfnl,
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'libraryForm.editTitle');
    const languages = within(dialog).getByRole('combobox', {
      name: t('libraryForm.fields.languages'),
    });
    await expect(chips(dialog)).toEqual([t('language.arabic'), t('language.english')]);

    await userEvent.click(languages);
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(23);
    await userEvent.click(within(listbox).getByRole('option', { name: t('language.french') }));
    await userEvent.click(within(listbox).getByRole('option', { name: t('language.punjabi') }));
    await userEvent.keyboard('{Escape}');
    await expect(chips(dialog)).toEqual([
      t('language.arabic'),
      t('language.english'),
      t('language.french'),
      t('language.punjabi'),
    ]);
    // Backspace in the empty input removes the last chip.
    await userEvent.keyboard('{Backspace}');
    await expect(chips(dialog)).toEqual([
      t('language.arabic'),
      t('language.english'),
      t('language.french'),
    ]);
    await expect(args.onClose).not.toHaveBeenCalled();

    await userEvent.click(button(dialog, 'libraryForm.submitEdit'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(lastPayload(args.onSubmit).languages).toEqual(['Arabic', 'English', 'French']);
  },
};

export const TypedCoordinates: Story = {
  args: editKfnl,
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'libraryForm.editTitle');
    const latitude = textbox(dialog, 'libraryForm.fields.latitude');
    const longitude = textbox(dialog, 'libraryForm.fields.longitude');
    await expect(latitude).toHaveValue('24.6845');
    await expect(longitude).toHaveValue('46.6862');

    await fill(latitude, '21.4858');
    await fill(longitude, 'east of Jeddah');
    await userEvent.tab();

    // Unparseable input becomes 0 when the field is left.
    await expect(longitude).toHaveValue('0');
    await expect(latitude).toHaveValue('21.4858');
    await userEvent.click(button(dialog, 'libraryForm.submitEdit'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(lastPayload(args.onSubmit).location).toEqual({ lat: 21.4858, lng: 0 });
  },
};

export const CoordinateOutOfRange: Story = {
  args: editKfnl,
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'libraryForm.editTitle');
    await fill(textbox(dialog, 'libraryForm.fields.latitude'), '124.5');

    await userEvent.click(button(dialog, 'libraryForm.submitEdit'));

    await expect(await within(dialog).findByText(t('validation.latitudeRange'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PicksOnTheMap: Story = {
  args: editKfnl,
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'libraryForm.editTitle');
    const region = within(dialog).getByRole('region', { name: t('map.label') });
    const container = region.querySelector<HTMLElement>('.leaflet-container');
    await expect(container).not.toBeNull();
    container!.scrollIntoView({ block: 'center' });
    const box = container!.getBoundingClientRect();

    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: container!,
      coords: { clientX: box.left + box.width * 0.7, clientY: box.top + box.height * 0.3 },
    });

    // The map opens on the record: a click north-east of it fills both coordinates.
    const latitude = textbox(dialog, 'libraryForm.fields.latitude');
    const longitude = textbox(dialog, 'libraryForm.fields.longitude');
    await waitFor(() => expect(Number(latitude.value)).toBeGreaterThan(24.6845));
    await expect(Number(longitude.value)).toBeGreaterThan(46.6862);
    const picked = { lat: Number(latitude.value), lng: Number(longitude.value) };
    const pickLabel = t('map.selectedLocation', { latitude: picked.lat, longitude: picked.lng });
    await waitFor(() =>
      expect(
        [...region.querySelectorAll<HTMLImageElement>('img.leaflet-marker-icon')].map(
          (icon) => icon.alt,
        ),
      ).toEqual([pickLabel]),
    );

    await userEvent.click(button(dialog, 'libraryForm.submitEdit'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(lastPayload(args.onSubmit).location).toEqual(picked);
  },
};

export const UploadsAnImage: Story = {
  args: editKfnl,
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'libraryForm.editTitle');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    const file = sampleImageFile();

    await userEvent.upload(input!, file);

    await waitFor(() => expect(args.onUploadImage).toHaveBeenCalledWith(file));
    await expect(
      await within(dialog).findByRole('img', { name: t('libraryForm.imagePreview') }),
    ).toBeVisible();
    await userEvent.click(button(dialog, 'libraryForm.submitEdit'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(lastPayload(args.onSubmit).image).toBe('/uploads/new-facade.png');
  },
};

export const Submitting: Story = {
  args: { ...editKfnl, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'libraryForm.editTitle');

    await userEvent.click(button(dialog, 'libraryForm.submitEdit'));

    await expect(
      await within(dialog).findByRole('button', { name: t('common.saving') }),
    ).toBeDisabled();
    await expect(button(dialog, 'common.cancel')).toBeDisabled();
    await expect(button(dialog, 'libraryForm.replaceImage')).toBeDisabled();
    await expect(button(dialog, 'libraryForm.removeImage')).toBeDisabled();
    await expect(textbox(dialog, 'libraryForm.fields.libName')).toBeDisabled();
    // The whole record, with the region's Arabic name as the schema derives it.
    await expect(args.onSubmit).toHaveBeenCalledWith({
      lib_name: kfnl.lib_name,
      country: kfnl.country,
      region: { en: 'Middle East', ar: 'الشرق الأوسط' },
      description: kfnl.description,
      address: kfnl.address,
      operatingHours: kfnl.operatingHours,
      website: kfnl.website,
      image: kfnl.image,
      languages: kfnl.languages,
      location: kfnl.location,
      contact: kfnl.contact,
      // A record without provenance saves it empty: nothing is made up.
      sources: [],
      lastChecked: '',
      wikidata: '',
      isil: '',
      locationPrecision: 'building',
      sovereignState: null,
      openingHours: '',
      catalogue: '',
      digitalLibrary: '',
      access: '',
      accessNote: { en: '', ar: '' },
      factSources: {},
    });
    // Escape does not close the dialog while saving.
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const SaveFails: Story = {
  args: {
    ...editKfnl,
    onSubmit: fn(async () => Promise.reject(new Error('Internal server error'))),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'libraryForm.editTitle');

    await userEvent.click(button(dialog, 'libraryForm.submitEdit'));

    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      t('library.saveError'),
    );
    // The dialog stays open with the typing intact, ready for another try.
    await expect(button(dialog, 'libraryForm.submitEdit')).toBeEnabled();
    await expect(textbox(dialog, 'libraryForm.fields.libName')).toHaveValue(kfnl.lib_name.en);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A 400 answer of the API, as the app's HttpError carries it (design §5). */
const invalidRequest = Object.assign(new Error('Invalid request'), {
  status: 400,
  body: {
    statusCode: 400,
    error: 'Bad Request',
    message: 'Invalid request',
    details: [
      { path: 'lib_name.ar', message: 'validation.required' },
      { path: 'contact.email', message: 'validation.invalidEmail' },
    ],
  },
});

export const ServerFieldErrors: Story = {
  args: { ...editKfnl, onSubmit: fn(async () => Promise.reject(invalidRequest)) },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'libraryForm.editTitle');

    await userEvent.click(button(dialog, 'libraryForm.submitEdit'));

    // The API's messages land on their fields, in the tab that holds them.
    await waitFor(() => expect(tab(dialog, 'ar', true)).toHaveAttribute('aria-selected', 'true'));
    await expectRequired(dialog, 'libraryForm.fields.libName');
    await waitFor(() => expect(textbox(dialog, 'libraryForm.fields.libName')).toHaveFocus());
    await expect(textbox(dialog, 'libraryForm.fields.email')).toHaveAccessibleDescription(
      t('validation.invalidEmail'),
    );
    await expect(tab(dialog, 'en')).toBeVisible();
    await expect(within(dialog).queryByText(t('library.saveError'))).toBeNull();
  },
};

/** The record as the form opened it, and as another admin saved it meanwhile. */
const kfnlOpened = { ...kfnl, updatedAt: '2026-11-20T10:00:00.000Z' };
const kfnlTheirs = {
  ...kfnlOpened,
  updatedAt: '2026-11-26T09:30:00.000Z',
  operatingHours: { en: 'Sunday–Thursday 9:00–21:00', ar: 'من الأحد إلى الخميس 9:00–21:00' },
  contact: { ...kfnl.contact, phone: '+966 11 462 4999' },
};

/** The API's 409 `versionConflict`, as the app's HttpError carries it: their record in `current`. */
const versionConflict = Object.assign(new Error('Conflict'), {
  status: 409,
  body: {
    statusCode: 409,
    error: 'Conflict',
    code: 'versionConflict',
    message: 'The record changed since this edit was made from it',
    current: kfnlTheirs,
  },
});

/** Refuses the first save as another admin's had come first; saves the next. */
const saveAfterConflict = fn(async () => {
  if (saveAfterConflict.mock.calls.length === 1) throw versionConflict;
});

const OUR_HOURS = 'Daily 8:00–22:00';
const OUR_DESCRIPTION = 'The national library of Saudi Arabia, in Riyadh.';

/** Changes the hours (which they changed too) and the description (which they did not), then saves. */
async function editAndSave(dialog: HTMLElement) {
  await fill(textbox(dialog, 'libraryForm.fields.operatingHours'), OUR_HOURS);
  await fill(textbox(dialog, 'libraryForm.fields.description'), OUR_DESCRIPTION);
  await userEvent.click(button(dialog, 'libraryForm.submitEdit'));
}

/**
 * Someone else saved the library while it was being edited: the save is refused, the form says
 * so and keeps the typing, and offers to load their version. The save named the opened version.
 */
export const SomeoneElseSaved: Story = {
  args: { mode: 'edit', library: kfnlOpened, onSubmit: saveAfterConflict },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'libraryForm.editTitle');
    await editAndSave(dialog);

    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(t('libraryForm.conflict.message'));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.anything(), kfnlOpened.updatedAt);
    await expect(
      within(alert).getByRole('button', { name: t('libraryForm.conflict.reload') }),
    ).toBeEnabled();
    await expect(within(dialog).queryByText(t('library.saveError'))).toBeNull();
    await expect(textbox(dialog, 'libraryForm.fields.operatingHours')).toHaveValue(OUR_HOURS);
    await expect(textbox(dialog, 'libraryForm.fields.description')).toHaveValue(OUR_DESCRIPTION);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/**
 * Their version loaded: what the admin left alone shows their value (the phone), what the admin
 * typed stays (hours, description), a field both changed lists their value, and the next save is
 * made from their version.
 */
export const TheirVersionLoaded: Story = {
  args: { mode: 'edit', library: kfnlOpened, onSubmit: saveAfterConflict },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'libraryForm.editTitle');
    await editAndSave(dialog);
    const alert = await within(dialog).findByRole('alert');

    await userEvent.click(
      within(alert).getByRole('button', { name: t('libraryForm.conflict.reload') }),
    );

    await expect(within(dialog).queryByRole('alert')).toBeNull();
    const notice = within(dialog).getByText(t('libraryForm.conflict.loaded'), { exact: false });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveTextContent(
      `${t('libraryForm.fields.operatingHours')} (${t('libraryForm.tabs.english')})`,
    );
    await expect(notice).toHaveTextContent(kfnlTheirs.operatingHours.en);
    await expect(notice).not.toHaveTextContent(t('libraryForm.fields.phone'));
    await expect(textbox(dialog, 'libraryForm.fields.operatingHours')).toHaveValue(OUR_HOURS);
    await expect(textbox(dialog, 'libraryForm.fields.description')).toHaveValue(OUR_DESCRIPTION);
    await expect(textbox(dialog, 'libraryForm.fields.phone')).toHaveValue(kfnlTheirs.contact.phone);

    await userEvent.click(button(dialog, 'libraryForm.submitEdit'));

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.anything(), kfnlTheirs.updatedAt);
    const saved = lastPayload(args.onSubmit);
    await expect(saved.operatingHours.en).toBe(OUR_HOURS);
    await expect(saved.operatingHours.ar).toBe(kfnlTheirs.operatingHours.ar);
    await expect(saved.description.en).toBe(OUR_DESCRIPTION);
    await expect(saved.contact.phone).toBe(kfnlTheirs.contact.phone);
  },
};

/** The same, on the Arabic page: the notice and their values read right to left. */
export const TheirVersionLoadedArabic: Story = {
  ...TheirVersionLoaded,
  globals: { locale: 'ar' },
  play: async (context) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await TheirVersionLoaded.play!(context);
  },
};

export const EditMode: Story = {
  args: editKfnl,
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'libraryForm.editTitle');
    const canvas = within(dialog);

    await expect(textbox(dialog, 'libraryForm.fields.libName')).toHaveValue(kfnl.lib_name.en);
    await expect(textbox(dialog, 'libraryForm.fields.operatingHours')).toHaveValue(
      kfnl.operatingHours.en,
    );
    await expect(
      canvas.getByRole('combobox', { name: t('libraryForm.fields.region') }),
    ).toHaveTextContent(t('region.middleEast'));
    await expect(chips(dialog)).toEqual([t('language.arabic'), t('language.english')]);
    await expect(textbox(dialog, 'libraryForm.fields.phone')).toHaveValue(kfnl.contact.phone);
    await expect(textbox(dialog, 'libraryForm.fields.email')).toHaveValue(kfnl.contact.email);
    await expect(textbox(dialog, 'libraryForm.fields.website')).toHaveValue(kfnl.website);
    await expect(textbox(dialog, 'libraryForm.fields.latitude')).toHaveValue('24.6845');
    await expect(textbox(dialog, 'libraryForm.fields.longitude')).toHaveValue('46.6862');
    // The stored image is an upload no server holds here: its placeholder shows.
    await expect(
      await canvas.findByRole('img', { name: t('library.imageUnavailable') }),
    ).toBeVisible();
    await expect(button(dialog, 'libraryForm.submitEdit')).toBeEnabled();

    await userEvent.click(tab(dialog, 'ar'));
    await expect(textbox(dialog, 'libraryForm.fields.libName')).toHaveValue(kfnl.lib_name.ar);

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A seeded record with no public phone or email, and with its sources. */
const kfnlWithoutContacts = {
  ...kfnl,
  contact: { phone: '', email: '' },
  sources: ['https://www.kfnl.gov.sa', 'https://www.wikidata.org/wiki/Q620803'],
  lastChecked: '2026-11-24',
  wikidata: 'Q620803',
  openingHours: 'Su-Th 08:00-14:00',
  access: 'registration' as const,
  accessNote: { en: 'With a reader’s card.', ar: 'ببطاقة قارئ.' },
  factSources: { operatingHours: { url: 'https://www.kfnl.gov.sa', date: '2025-03' } },
};

/**
 * Editing a record whose contacts are not recorded: the fields say so, may stay empty, and the
 * corrected description is saved with its sources and identifiers.
 */
export const EditWithoutContacts: Story = {
  args: { mode: 'edit', library: kfnlWithoutContacts },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'libraryForm.editTitle');
    const phone = textbox(dialog, 'libraryForm.fields.phone');
    await expect(phone).toHaveValue('');
    await expect(phone).not.toBeRequired();
    await expect(phone).toHaveAccessibleDescription(
      `${t('libraryForm.contactNotRecorded')} ${phoneHint()}`,
    );
    await expect(textbox(dialog, 'libraryForm.fields.email')).toHaveAccessibleDescription(
      t('libraryForm.contactNotRecorded'),
    );
    await expect(textbox(dialog, 'libraryForm.fields.sources')).toHaveValue(
      kfnlWithoutContacts.sources.join('\n'),
    );
    await expect(textbox(dialog, 'libraryForm.fields.lastChecked')).toHaveValue('2026-11-24');
    await expect(textbox(dialog, 'libraryForm.fields.wikidata')).toHaveValue('Q620803');

    await fill(textbox(dialog, 'libraryForm.fields.description'), 'A corrected description.');
    await fill(textbox(dialog, 'libraryForm.fields.lastChecked'), '2026-11-25');
    await userEvent.click(button(dialog, 'libraryForm.submitEdit'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const payload = lastPayload(args.onSubmit);
    await expect(payload.description.en).toBe('A corrected description.');
    await expect(payload.contact).toEqual({ phone: '', email: '' });
    await expect(payload.sources).toEqual(kfnlWithoutContacts.sources);
    await expect(payload.lastChecked).toBe('2026-11-25');
    await expect(payload.wikidata).toBe('Q620803');
    await expect(payload.sovereignState).toBeNull();
    // The visitor's facts and each fact's page go back as they came.
    await expect(payload.openingHours).toBe('Su-Th 08:00-14:00');
    await expect(payload.access).toBe('registration');
    await expect(payload.accessNote).toEqual(kfnlWithoutContacts.accessNote);
    await expect(payload.factSources).toEqual(kfnlWithoutContacts.factSources);
  },
};

/** A known phone cannot be emptied in an edit: Required, and nothing is saved. */
export const EditKeepsKnownContacts: Story = {
  args: editKfnl,
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'libraryForm.editTitle');
    await expect(textbox(dialog, 'libraryForm.fields.phone')).toBeRequired();
    await userEvent.clear(textbox(dialog, 'libraryForm.fields.phone'));
    await userEvent.click(button(dialog, 'libraryForm.submitEdit'));
    const phone = textbox(dialog, 'libraryForm.fields.phone');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(phone).toHaveAccessibleDescription(`${t('validation.required')} ${phoneHint()}`);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const dialog = await findDialog(canvasElement);
    // The English texts are laid out left to right inside the right-to-left page.
    await expect(within(dialog).getByRole('tabpanel')).toHaveAttribute('dir', 'ltr');

    await userEvent.click(button(dialog, 'libraryForm.submitAdd'));

    await waitFor(() => expect(tab(dialog, 'ar', true)).toBeVisible());
    await expectRequired(dialog, 'libraryForm.fields.libName');
  },
};

export const OnASmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
  },
};
