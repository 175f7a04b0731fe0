import { useCallback, useId, useState } from 'react';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import {
  arabicRegionName,
  ACCESS_KINDS,
  LOCATION_PRECISIONS,
  libraryEditSchema,
  libraryInputSchema,
  libraryVersionConflictOf,
  REGIONS,
  type Library,
  type LibraryPayload,
  type AccessKind,
  type LocationPrecision,
  type RegionName,
} from '@libatlas/contracts';
import { directionOf, useLanguage, useTranslation, type Language } from '@libatlas/i18n';
import { LibraryImageUpload } from '../LibraryImageUpload/index.ts';
import { visuallyHidden } from '../LibraryCard/index.ts';
import { DEFAULT_MAP_ZOOM, MapView } from '../MapView/index.ts';
import { regionLabelKey } from '../regionLabelKey.ts';
import { DirectionCacheProvider } from '../theme/index.ts';
import { LanguagesField } from '../forms/LanguagesField.tsx';
import { zodFormResolver } from '../forms/zodFormResolver.ts';
import { useMessageText } from '../apiErrors/index.ts';
import { FormDialog, type FormDialogContext } from '../shared/FormDialog.tsx';
import { FormDialogBody } from '../shared/FormDialogBody.tsx';
import type { TheirValues } from '../shared/mergeIntoCurrent.ts';
import { parseCoordinate } from '../shared/parseCoordinate.ts';
import { useLibraryForm } from '../shared/useLibraryForm.ts';
import { FormTextField } from './FormTextField.tsx';
import { libraryFormFields } from './libraryFormFields.ts';
import { libraryFormValues, type LibraryFormValues } from './libraryFormValues.ts';

type FieldName = FieldPath<LibraryFormValues>;
type FormControl = Control<LibraryFormValues, unknown, LibraryPayload>;

const { bilingual: BILINGUAL_FIELDS, tabs: TABS, sharedLabels: SHARED_LABELS } = libraryFormFields;

/** A refused language or source is shown on its list, the region's issues on its select. */
const WHOLE_FIELDS = ['languages', 'region', 'sources'];

/**
 * The schema the API parses: the form shows every rule of spec §5 with the API's own messages and
 * submits its output (the region's Arabic name filled in). Adding requires phone and email; an
 * edit keeps the contacts the record has required and lets one it lacks stay empty.
 */
function libraryFormResolver(mode: 'add' | 'edit', library: Library | undefined) {
  const schema =
    mode === 'edit'
      ? libraryEditSchema(library?.contact ?? { phone: '', email: '' })
      : libraryInputSchema;
  return zodFormResolver<LibraryFormValues, LibraryPayload>(schema, { wholeFields: WHOLE_FIELDS });
}

/** The examples the phone and website tooltips give (spec §5). */
const PHONE_EXAMPLE = '+966 11 462 4888';
const URL_START = 'https://';

export interface LibraryFormProps {
  /** Whether the dialog is shown. Each opening starts afresh from `mode` and `library`. */
  open: boolean;
  /** 'add' starts from the empty form (region Middle East, location 0,0); 'edit' from `library`. */
  mode: 'add' | 'edit';
  /** The record edited, in edit mode. */
  library?: Library;
  /** Called by Cancel and Escape (not while saving, nor by a click outside); the owner closes. */
  onClose: () => void;
  /**
   * Saves the library: the schema's output (texts trimmed, region's Arabic name filled in,
   * coordinates as numbers; no id: the owner knows which record it edits), and in edit mode the
   * `updatedAt` of the record the edit was made from, to send as its version. The owner closes the
   * dialog and reloads its list once this resolves; a rejection keeps the dialog open with 'Error
   * saving library', with the messages on their fields when it carries the API's 400 `details`, or,
   * when it is the API's 409 `versionConflict` (someone else saved the library meanwhile), with a
   * notice offering to load their version while keeping what the admin typed.
   */
  onSubmit: (payload: LibraryPayload, version?: string) => Promise<void>;
  /** Uploads a chosen image and resolves with its stored url (`/uploads/{name}`). */
  onUploadImage: (file: File) => Promise<string>;
  /** The map's tile URL template from the site settings; OpenStreetMap's by default. */
  tileUrl?: string;
}

/**
 * - **Use it** to add or edit a library (console and the cards' Edit button).
 * - **Don't use it** for users: use `UserForm`.
 *
 * The console's library form (spec §2 Management console, §4, §5): a dialog, full screen on small
 * screens, with English and Arabic tabs for the texts written in each language. The tab's panel is
 * laid out in its language's direction and shows only its own fields' messages; a tab holding
 * errors is marked, and a failed submit opens the first tab with errors and focuses the first field
 * in error. Below the tabs, the shared fields: region (its Arabic name follows), languages, phone,
 * email, website, the location (picked on the map or typed) and the image. While saving, every
 * field and button is disabled and Save reads 'Saving…'.
 */
export function LibraryForm({ open, onClose, ...content }: LibraryFormProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      contentKey={`${content.mode}:${content.library?.id ?? ''}`}
    >
      {(dialog) => <LibraryFormContent {...content} {...dialog} onClose={onClose} />}
    </FormDialog>
  );
}

type LibraryFormContentProps = Omit<LibraryFormProps, 'open'> & FormDialogContext;

function LibraryFormContent({
  mode,
  library,
  onClose,
  onSubmit,
  onUploadImage,
  tileUrl,
  titleId,
  busy: saving,
  onBusyChange,
}: LibraryFormContentProps) {
  const { t } = useTranslation();
  const idBase = useId();
  const panelId = `${idBase}-panel`;
  const tabId = (tab: Language) => `${idBase}-tab-${tab}`;
  const [uploading, setUploading] = useState(false);
  const [defaultValues] = useState(() => libraryFormValues(mode === 'edit' ? library : undefined));
  const form = useLibraryForm({
    record: library,
    defaultValues,
    resolverFor: (base) => libraryFormResolver(mode, base),
    tabs: TABS,
    shared: libraryFormFields.shared,
    fieldOf: libraryFormFields.fieldOf,
    send: (payload, base) => {
      const version = mode === 'edit' ? base?.updatedAt : undefined;
      return version === undefined ? onSubmit(payload) : onSubmit(payload, version);
    },
    busy: saving,
    onBusyChange,
    versions:
      mode === 'edit'
        ? {
            conflictOf: libraryVersionConflictOf,
            valuesOf: libraryFormValues,
            mergedFields: libraryFormFields.all,
          }
        : undefined,
  });
  const { control, tab } = form;
  // A contact the record lacks may stay empty in an edit (no public source gave it); the field
  // then says so instead of demanding it.
  const contactKnown = {
    phone: mode === 'add' || (form.base?.contact.phone ?? '').trim() !== '',
    email: mode === 'add' || (form.base?.contact.email ?? '').trim() !== '',
  };

  const panelDirection = directionOf(tab);
  // The panel is laid out in its own language's direction, whatever the page's.
  const panelTheme = useCallback(
    (outer: Theme): Theme => ({ ...outer, direction: panelDirection }),
    [panelDirection],
  );

  // The map opens on the record's location, close enough to adjust it; a new library's (0, 0) on
  // spec §9's default view, where MapView centres a map with no location picked.
  const mapZoom =
    defaultValues.location.lat === '0' && defaultValues.location.lng === '0' ? DEFAULT_MAP_ZOOM : 6;

  const normalizeCoordinate = (text: string) => String(parseCoordinate(text));

  return (
    <FormDialogBody
      titleId={titleId}
      title={mode === 'edit' ? t('libraryForm.editTitle') : t('libraryForm.addTitle')}
      onSubmit={form.onSubmit}
      failure={form.failure === 'failed' ? t('library.saveError') : null}
      notices={
        <>
          {form.conflict && (
            <Alert
              severity="warning"
              sx={{ mx: 3, mt: 2 }}
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={form.loadTheirVersion}
                  disabled={saving}
                >
                  {t('libraryForm.conflict.reload')}
                </Button>
              }
            >
              {t('libraryForm.conflict.message')}
            </Alert>
          )}
          {form.theirValues && <TheirValuesNotice values={form.theirValues} />}
        </>
      }
      busy={saving}
      onCancel={onClose}
      submitLabel={
        saving
          ? t('common.saving')
          : mode === 'edit'
            ? t('libraryForm.submitEdit')
            : t('libraryForm.submitAdd')
      }
      submitDisabled={uploading}
    >
      <Tabs value={tab} onChange={(_event, next: Language) => form.setTab(next)}>
        {TABS.map(({ name: candidate }) => (
          <Tab
            key={candidate}
            value={candidate}
            id={tabId(candidate)}
            aria-controls={panelId}
            label={
              <TabLabel
                text={
                  candidate === 'en' ? t('libraryForm.tabs.english') : t('libraryForm.tabs.arabic')
                }
                hasErrors={form.tabHasErrors(candidate)}
              />
            }
          />
        ))}
      </Tabs>
      <DirectionCacheProvider direction={panelDirection}>
        <ThemeProvider theme={panelTheme}>
          <Box
            role="tabpanel"
            id={panelId}
            aria-labelledby={tabId(tab)}
            dir={panelDirection}
            lang={tab}
            sx={{ display: 'grid', gap: 2, pt: 3, pb: 1 }}
          >
            {BILINGUAL_FIELDS.map((field) => (
              <FormTextField
                key={`${field.name}.${tab}`}
                control={control}
                name={`${field.name}.${tab}`}
                label={t(field.label)}
                required={!('optional' in field)}
                disabled={saving}
                minRows={'rows' in field ? field.rows : undefined}
              />
            ))}
          </Box>
        </ThemeProvider>
      </DirectionCacheProvider>
      <Divider sx={{ my: 3 }} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <RegionField control={control} disabled={saving} />
        <LanguagesField control={control} disabled={saving} />
        <FormTextField
          control={control}
          name="contact.phone"
          label={t('libraryForm.fields.phone')}
          required={contactKnown.phone}
          helperText={contactKnown.phone ? undefined : t('libraryForm.contactNotRecorded')}
          disabled={saving}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          ltr
          hint={t('libraryForm.phoneTooltip', { phone: PHONE_EXAMPLE })}
        />
        <FormTextField
          control={control}
          name="contact.email"
          label={t('libraryForm.fields.email')}
          required={contactKnown.email}
          helperText={contactKnown.email ? undefined : t('libraryForm.contactNotRecorded')}
          disabled={saving}
          type="email"
          inputMode="email"
          autoComplete="off"
          ltr
        />
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <FormTextField
            control={control}
            name="website"
            label={t('libraryForm.fields.website')}
            disabled={saving}
            type="url"
            inputMode="url"
            autoComplete="off"
            ltr
            hint={t('libraryForm.websiteTooltip', { host: URL_START })}
          />
        </Box>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <FormTextField
            control={control}
            name="openingHours"
            label={t('libraryForm.fields.openingHours')}
            disabled={saving}
            autoComplete="off"
            ltr
            hint={t('libraryForm.openingHoursHint')}
          />
        </Box>
        <FormTextField
          control={control}
          name="catalogue"
          label={t('libraryForm.fields.catalogue')}
          disabled={saving}
          type="url"
          inputMode="url"
          autoComplete="off"
          ltr
        />
        <FormTextField
          control={control}
          name="digitalLibrary"
          label={t('libraryForm.fields.digitalLibrary')}
          disabled={saving}
          type="url"
          inputMode="url"
          autoComplete="off"
          ltr
        />
        <AccessField control={control} disabled={saving} />
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <FormTextField
            control={control}
            name="sources"
            label={t('libraryForm.fields.sources')}
            disabled={saving}
            minRows={2}
            inputMode="url"
            autoComplete="off"
            ltr
          />
        </Box>
        <FormTextField
          control={control}
          name="lastChecked"
          label={t('libraryForm.fields.lastChecked')}
          disabled={saving}
          autoComplete="off"
          ltr
        />
        <FormTextField
          control={control}
          name="wikidata"
          label={t('libraryForm.fields.wikidata')}
          disabled={saving}
          autoComplete="off"
          ltr
        />
        <FormTextField
          control={control}
          name="isil"
          label={t('libraryForm.fields.isil')}
          disabled={saving}
          autoComplete="off"
          ltr
        />
        <Box
          component="fieldset"
          sx={{ gridColumn: { sm: '1 / -1' }, border: 0, m: 0, p: 0, minWidth: 0 }}
        >
          <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
            {t('libraryForm.fields.location')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('map.pickLocation')}
          </Typography>
          <MapView
            tileUrl={tileUrl}
            height={280}
            pickMode
            picked={form.picked}
            onPick={form.pick}
            zoom={mapZoom}
          />
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              gap: 2,
              mt: 2,
            }}
          >
            <FormTextField
              control={control}
              name="location.lat"
              label={t('libraryForm.fields.latitude')}
              disabled={saving}
              inputMode="decimal"
              autoComplete="off"
              ltr
              normalize={normalizeCoordinate}
            />
            <FormTextField
              control={control}
              name="location.lng"
              label={t('libraryForm.fields.longitude')}
              disabled={saving}
              inputMode="decimal"
              autoComplete="off"
              ltr
              normalize={normalizeCoordinate}
            />
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {t('libraryForm.coordinatesHint')}
          </Typography>
          <Box sx={{ mt: 2, maxWidth: { sm: '50%' } }}>
            <PrecisionField control={control} disabled={saving} />
          </Box>
        </Box>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <ImageField
            control={control}
            disabled={saving}
            onUpload={onUploadImage}
            onUploadingChange={setUploading}
          />
        </Box>
      </Box>
    </FormDialogBody>
  );
}

/**
 * After someone else's version is loaded: says so, and lists the fields both changed with their
 * value (in the value's own language and direction), so the admin can choose before saving again.
 */
function TheirValuesNotice({ values }: { values: TheirValues<LibraryFormValues> }) {
  const { t } = useTranslation();
  const label = (name: FieldName) => {
    const [head, tab] = name.split('.');
    const bilingual = BILINGUAL_FIELDS.find((field) => field.name === head);
    if (bilingual && (tab === 'en' || tab === 'ar')) {
      const language = tab === 'en' ? t('libraryForm.tabs.english') : t('libraryForm.tabs.arabic');
      return `${t(bilingual.label)} (${language})`;
    }
    return t(SHARED_LABELS[name as keyof typeof SHARED_LABELS]);
  };
  const text = (name: FieldName, value: unknown) => {
    if (name === 'region') return t(regionLabelKey((value as { en: RegionName }).en));
    if (name === 'locationPrecision')
      return t(`libraryForm.precision.${value as LocationPrecision}`);
    if (name === 'access') return t(`libraryForm.accessKinds.${(value as AccessKind) || 'none'}`);
    const shown = Array.isArray(value) ? value.join(', ') : String(value ?? '');
    return shown.trim() === '' ? t('libraryForm.conflict.empty') : shown;
  };
  return (
    <Alert severity="info" role="status" sx={{ mx: 3, mt: 2 }}>
      {t('libraryForm.conflict.loaded')}
      {values.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, paddingInlineStart: 2.5 }}>
          {values.map(({ name, value }) => (
            <li key={name}>
              <strong>{label(name)}</strong> {t('libraryForm.conflict.theirValue')}{' '}
              <Box
                component="bdi"
                lang={name.endsWith('.ar') ? 'ar' : undefined}
                sx={{ whiteSpace: 'pre-line' }}
              >
                {text(name, value)}
              </Box>
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

interface TabLabelProps {
  text: string;
  hasErrors: boolean;
}

/** A tab's name, with a mark (seen and heard) when the tab holds errors. */
function TabLabel({ text, hasErrors }: TabLabelProps) {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      {text}
      {hasErrors && (
        <>
          <ErrorOutlinedIcon color="error" fontSize="small" aria-hidden />
          <Box component="span" sx={visuallyHidden}>
            {` (${t('libraryForm.tabHasErrors')})`}
          </Box>
        </>
      )}
    </Box>
  );
}

interface SharedFieldProps {
  control: FormControl;
  disabled: boolean;
}

/** The region select: the English name is chosen, the Arabic one follows (spec §3). */
function RegionField({ control, disabled }: SharedFieldProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const messageText = useMessageText();
  const { field, fieldState } = useController({ control, name: 'region' });
  const error = messageText(fieldState.error?.message);
  return (
    <TextField
      select
      label={t('libraryForm.fields.region')}
      required
      disabled={disabled}
      value={field.value.en}
      onChange={(event) => {
        const en = event.target.value as RegionName;
        field.onChange({ en, ar: arabicRegionName(en) });
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={
        error ??
        (field.value.ar && (
          <>
            {t('libraryForm.regionInArabic')}{' '}
            <span lang="ar" dir="rtl">
              {field.value.ar}
            </span>
          </>
        ))
      }
      fullWidth
      // The Arabic name stays readable while the form is saving: it is information, not a control.
      slotProps={{ formHelperText: { lang: language, disabled: false } }}
    >
      {REGIONS.map((region) => (
        <MenuItem key={region.en} value={region.en}>
          {t(regionLabelKey(region.en))}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface ChoiceFieldProps extends SharedFieldProps {
  name: 'locationPrecision' | 'access';
  label: string;
  /** The choices, by value and shown text, in the order listed. */
  options: readonly { value: string; label: string }[];
}

/** A field chosen from a short list (the point's precision, who may use the library). */
function ChoiceField({ control, disabled, name, label, options }: ChoiceFieldProps) {
  const messageText = useMessageText();
  const { field, fieldState } = useController({ control, name });
  const error = messageText(fieldState.error?.message);
  // An empty choice ("not recorded") is shown as itself, with the label above it.
  const hasEmpty = options.some((option) => option.value === '');
  return (
    <TextField
      select
      label={label}
      disabled={disabled}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      {...(hasEmpty && {
        slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
      })}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Whether the point is the building or only its city (the map draws the two differently). */
function PrecisionField({ control, disabled }: SharedFieldProps) {
  const { t } = useTranslation();
  return (
    <ChoiceField
      control={control}
      disabled={disabled}
      name="locationPrecision"
      label={t('libraryForm.fields.locationPrecision')}
      options={LOCATION_PRECISIONS.map((precision) => ({
        value: precision,
        label: t(`libraryForm.precision.${precision}`),
      }))}
    />
  );
}

/** Who may use the library: anyone, with registration or a card, researchers only, or not recorded. */
function AccessField({ control, disabled }: SharedFieldProps) {
  const { t } = useTranslation();
  return (
    <ChoiceField
      control={control}
      disabled={disabled}
      name="access"
      label={t('libraryForm.fields.access')}
      options={[
        { value: '', label: t('libraryForm.accessKinds.none') },
        ...ACCESS_KINDS.map((kind) => ({
          value: kind,
          label: t(`libraryForm.accessKinds.${kind}`),
        })),
      ]}
    />
  );
}

interface ImageFieldProps extends SharedFieldProps {
  onUpload: (file: File) => Promise<string>;
  onUploadingChange: (uploading: boolean) => void;
}

function ImageField({ control, disabled, onUpload, onUploadingChange }: ImageFieldProps) {
  const messageText = useMessageText();
  const { field, fieldState } = useController({ control, name: 'image' });
  return (
    <LibraryImageUpload
      value={field.value}
      onChange={field.onChange}
      onUpload={onUpload}
      onUploadingChange={onUploadingChange}
      error={messageText(fieldState.error?.message)}
      disabled={disabled}
    />
  );
}
