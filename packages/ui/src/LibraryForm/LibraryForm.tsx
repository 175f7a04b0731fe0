import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { ParseKeys } from 'i18next';
import {
  get,
  useController,
  useForm,
  useWatch,
  type Control,
  type FieldPath,
} from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
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
import { FormTextField } from './FormTextField.tsx';
import { libraryFormValues, type LibraryFormValues } from './libraryFormValues.ts';
import { parseCoordinate } from './parseCoordinate.ts';
import { mergeIntoCurrent, type TheirValues } from './mergeIntoCurrent.ts';
import { serverFieldErrors } from '../apiErrors/index.ts';
import { useMessageText } from '../apiErrors/index.ts';

type FieldName = FieldPath<LibraryFormValues>;
type FormControl = Control<LibraryFormValues, unknown, LibraryPayload>;

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

/** The texts written in each language, edited in that language's tab, in the order shown. */
const BILINGUAL_FIELDS = [
  { name: 'lib_name', label: 'libraryForm.fields.libName' },
  { name: 'country', label: 'libraryForm.fields.country' },
  { name: 'description', label: 'libraryForm.fields.description', rows: 4 },
  { name: 'address', label: 'libraryForm.fields.address', rows: 2 },
  { name: 'operatingHours', label: 'libraryForm.fields.operatingHours', rows: 2 },
  { name: 'accessNote', label: 'libraryForm.fields.accessNote', rows: 2, optional: true },
  { name: 'sovereignState', label: 'libraryForm.fields.sovereignState', optional: true },
] as const;

/** The fields shared by both tabs, in the order shown (and focused after a failed submit). */
const SHARED_FIELDS = [
  'region',
  'languages',
  'contact.phone',
  'contact.email',
  'website',
  'openingHours',
  'catalogue',
  'digitalLibrary',
  'access',
  'sources',
  'lastChecked',
  'wikidata',
  'isil',
  'location.lat',
  'location.lng',
  'locationPrecision',
  'image',
] as const satisfies readonly FieldName[];

const TABS: readonly Language[] = ['en', 'ar'];

/** Every field, in the order a review lists them: the texts in English, in Arabic, then shared. */
const ALL_FIELDS: readonly FieldName[] = [
  ...TABS.flatMap((tab) => BILINGUAL_FIELDS.map((field) => `${field.name}.${tab}` as const)),
  ...SHARED_FIELDS,
];

/** The labels of the shared fields, as the review of someone else's version names them. */
const SHARED_LABELS = {
  region: 'libraryForm.fields.region',
  languages: 'libraryForm.fields.languages',
  'contact.phone': 'libraryForm.fields.phone',
  'contact.email': 'libraryForm.fields.email',
  website: 'libraryForm.fields.website',
  openingHours: 'libraryForm.fields.openingHours',
  catalogue: 'libraryForm.fields.catalogue',
  digitalLibrary: 'libraryForm.fields.digitalLibrary',
  access: 'libraryForm.fields.access',
  sources: 'libraryForm.fields.sources',
  lastChecked: 'libraryForm.fields.lastChecked',
  wikidata: 'libraryForm.fields.wikidata',
  isil: 'libraryForm.fields.isil',
  'location.lat': 'libraryForm.fields.latitude',
  'location.lng': 'libraryForm.fields.longitude',
  locationPrecision: 'libraryForm.fields.locationPrecision',
  image: 'libraryForm.fields.image',
} as const satisfies Record<(typeof SHARED_FIELDS)[number], ParseKeys>;

/** The examples the phone and website tooltips give (spec §5). */
const PHONE_EXAMPLE = '+966 11 462 4888';
const URL_START = 'https://';

/** Every field of a tab, in the order shown. */
function fieldsOf(tab: Language): FieldName[] {
  return [...BILINGUAL_FIELDS.map((field) => `${field.name}.${tab}` as const), ...SHARED_FIELDS];
}

/** The field named by an API detail's path, or null when the form has no such field. */
function fieldOf(path: string): FieldName | null {
  const [head] = path.split('.');
  if (head === 'region' || head === 'languages' || head === 'sources') return head;
  const known: readonly string[] = [...fieldsOf('en'), ...fieldsOf('ar')];
  return known.includes(path) ? (path as FieldName) : null;
}

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
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [saving, setSaving] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        // A stray click outside would throw away the typing; Cancel and Escape are deliberate.
        if (!saving && reason !== 'backdropClick') onClose();
      }}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      {/* Mounted only while open (and anew for another record), so each opening starts afresh. */}
      <LibraryFormContent
        key={`${content.mode}:${content.library?.id ?? ''}`}
        {...content}
        onClose={onClose}
        titleId={titleId}
        saving={saving}
        onSavingChange={setSaving}
      />
    </Dialog>
  );
}

interface LibraryFormContentProps extends Omit<LibraryFormProps, 'open'> {
  titleId: string;
  saving: boolean;
  onSavingChange: (saving: boolean) => void;
}

function LibraryFormContent({
  mode,
  library,
  onClose,
  onSubmit,
  onUploadImage,
  tileUrl,
  titleId,
  saving,
  onSavingChange,
}: LibraryFormContentProps) {
  const { t } = useTranslation();
  const idBase = useId();
  const formId = `${idBase}-form`;
  const panelId = `${idBase}-panel`;
  const tabId = (tab: Language) => `${idBase}-tab-${tab}`;
  const [tab, setTab] = useState<Language>('en');
  const [saveFailed, setSaveFailed] = useState(false);
  const [uploading, setUploading] = useState(false);
  // The field to focus once the tab holding it is shown; a new object asks again for the same one.
  const [focusRequest, setFocusRequest] = useState<{ name: FieldName } | null>(null);
  const [defaultValues] = useState(() => libraryFormValues(mode === 'edit' ? library : undefined));
  // The record the edit is made from: the one opened, or the one loaded after someone else saved.
  const [base, setBase] = useState(library);
  // Their version, from a save refused because someone else saved first; null once loaded.
  const [conflict, setConflict] = useState<Library | null>(null);
  // After loading their version: the fields both changed, with their value (null: not loaded).
  const [theirValues, setTheirValues] = useState<TheirValues | null>(null);
  const resolver = useMemo(() => libraryFormResolver(mode, base), [mode, base]);
  // A contact the record lacks may stay empty in an edit (no public source gave it); the field
  // then says so instead of demanding it.
  const contactKnown = {
    phone: mode === 'add' || (base?.contact.phone ?? '').trim() !== '',
    email: mode === 'add' || (base?.contact.email ?? '').trim() !== '',
  };

  const {
    control,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<LibraryFormValues, unknown, LibraryPayload>({
    resolver,
    defaultValues,
    // The first field in error may be in the other tab: it is focused once that tab is shown.
    shouldFocusError: false,
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    if (focusRequest) setFocus(focusRequest.name);
  }, [focusRequest, setFocus]);

  /** Opens the first tab holding an error (else stays) and focuses its first field in error. */
  const reveal = (hasError: (name: FieldName) => boolean) => {
    const target =
      TABS.find((candidate) =>
        BILINGUAL_FIELDS.some((field) => hasError(`${field.name}.${candidate}`)),
      ) ?? tab;
    setTab(target);
    const first = fieldsOf(target).find(hasError);
    if (first) setFocusRequest({ name: first });
  };

  const save = async (payload: LibraryPayload) => {
    setSaveFailed(false);
    setConflict(null);
    onSavingChange(true);
    try {
      const version = mode === 'edit' ? base?.updatedAt : undefined;
      await (version === undefined ? onSubmit(payload) : onSubmit(payload, version));
    } catch (error) {
      const current = mode === 'edit' ? libraryVersionConflictOf(error) : null;
      if (current) {
        setTheirValues(null);
        setConflict(current);
        return;
      }
      const fields = serverFieldErrors(error).flatMap((detail) => {
        const name = fieldOf(detail.path);
        return name ? [{ name, message: detail.message }] : [];
      });
      for (const { name, message } of fields) setError(name, { type: 'server', message });
      if (fields.length > 0) {
        reveal((name) => fields.some((field) => field.name === name));
      } else {
        setSaveFailed(true);
      }
    } finally {
      onSavingChange(false);
    }
  };

  /**
   * Takes their version as the base of the edit, the next save's version: a field the admin left
   * alone shows their value, one the admin changed keeps the typing, and where both changed it,
   * their value is listed for the admin to choose.
   */
  const loadTheirVersion = () => {
    if (!conflict) return;
    const merged = mergeIntoCurrent(
      ALL_FIELDS,
      libraryFormValues(base),
      libraryFormValues(conflict),
      getValues(),
    );
    for (const [name, value] of merged.taken) {
      setValue(name, value as never, { shouldDirty: true, shouldValidate: isSubmitted });
    }
    setBase(conflict);
    setTheirValues(merged.theirs);
    setConflict(null);
  };

  const submit = handleSubmit(save, (formErrors) =>
    reveal((name) => get(formErrors, name) !== undefined),
  );

  const tabHasErrors = (candidate: Language) =>
    BILINGUAL_FIELDS.some((field) => errors[field.name]?.[candidate] !== undefined);

  const panelDirection = directionOf(tab);
  // The panel is laid out in its own language's direction, whatever the page's.
  const panelTheme = useCallback(
    (outer: Theme): Theme => ({ ...outer, direction: panelDirection }),
    [panelDirection],
  );

  const [latText, lngText] = useWatch({ control, name: ['location.lat', 'location.lng'] });
  const picked = { lat: parseCoordinate(latText), lng: parseCoordinate(lngText) };
  const pick = (location: { lat: number; lng: number }) => {
    if (saving) return;
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue('location.lat', String(location.lat), options);
    setValue('location.lng', String(location.lng), options);
  };

  // The map opens on the record's location, close enough to adjust it; a new library's (0, 0) on
  // spec §9's default view, where MapView centres a map with no location picked.
  const mapZoom =
    defaultValues.location.lat === '0' && defaultValues.location.lng === '0' ? DEFAULT_MAP_ZOOM : 6;

  const normalizeCoordinate = (text: string) => String(parseCoordinate(text));

  return (
    <>
      <DialogTitle id={titleId}>
        {mode === 'edit' ? t('libraryForm.editTitle') : t('libraryForm.addTitle')}
      </DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          id={formId}
          noValidate
          aria-labelledby={titleId}
          onSubmit={(event) => void submit(event)}
        >
          <Tabs value={tab} onChange={(_event, next: Language) => setTab(next)}>
            {TABS.map((candidate) => (
              <Tab
                key={candidate}
                value={candidate}
                id={tabId(candidate)}
                aria-controls={panelId}
                label={
                  <TabLabel
                    text={
                      candidate === 'en'
                        ? t('libraryForm.tabs.english')
                        : t('libraryForm.tabs.arabic')
                    }
                    hasErrors={tabHasErrors(candidate)}
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
                picked={picked}
                onPick={pick}
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
        </Box>
      </DialogContent>
      {saveFailed && (
        <Alert severity="error" sx={{ mx: 3, mt: 2 }}>
          {t('library.saveError')}
        </Alert>
      )}
      {conflict && (
        <Alert
          severity="warning"
          sx={{ mx: 3, mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={loadTheirVersion} disabled={saving}>
              {t('libraryForm.conflict.reload')}
            </Button>
          }
        >
          {t('libraryForm.conflict.message')}
        </Alert>
      )}
      {theirValues && <TheirValuesNotice values={theirValues} />}
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={saving || uploading}>
          {saving
            ? t('common.saving')
            : mode === 'edit'
              ? t('libraryForm.submitEdit')
              : t('libraryForm.submitAdd')}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * After someone else's version is loaded: says so, and lists the fields both changed with their
 * value (in the value's own language and direction), so the admin can choose before saving again.
 */
function TheirValuesNotice({ values }: { values: TheirValues }) {
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
        <Box component="ul" sx={{ m: 0, mt: 1, ps: 2.5 }}>
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
