import { useState } from 'react';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  validationMessages,
  type Library,
  type LibraryProposal,
  type LibraryProposalInput,
  type ProposableField,
} from '@libatlas/contracts';
import { useLanguage, useTranslation } from '@libatlas/i18n';
import { useMessageText } from '../apiErrors/index.ts';
import { LanguagesField } from '../forms/LanguagesField.tsx';
import { zodFormResolver } from '../forms/zodFormResolver.ts';
import { localizedText } from '../LibraryCard/index.ts';
import { MapView } from '../MapView/index.ts';
import { FormDialog, type FormDialogContext } from '../shared/FormDialog.tsx';
import { FormDialogBody } from '../shared/FormDialogBody.tsx';
import { parseCoordinate } from '../shared/parseCoordinate.ts';
import { useLibraryForm } from '../shared/useLibraryForm.ts';
import {
  changesSomething,
  editFormSchema,
  editFormValues,
  proposalInput,
  type EditFormOutput,
  type EditFormValues,
} from './editFormValues.ts';

type FieldName = FieldPath<EditFormValues>;
type FormControl = Control<EditFormValues, unknown, EditFormOutput>;

export interface LibraryEditFormProps {
  /** Whether the dialog is shown; each opening starts afresh from the library (and the proposal). */
  open: boolean;
  /** The library as it stands: every field starts with its value. */
  library: Library;
  /** A pending proposal its author corrects: its values, source and note are filled in over the library's. */
  proposal?: LibraryProposal | null;
  /** Called by Cancel and Escape (not while sending). */
  onClose: () => void;
  /**
   * Sends the fields the reader changed, the source and the note. The owner closes the dialog once
   * it resolves; a rejection keeps it open, with the API's 400 `details` on their fields, or a
   * general message.
   */
  onSubmit: (input: LibraryProposalInput) => Promise<void>;
  /** The map's tile URL template from the site settings. */
  tileUrl?: string;
  /**
   * The field to start at ("Suggest the phone" on a missing fact): focused when the dialog opens;
   * a field written in both languages at the reader's language.
   */
  focusField?: ProposableField;
}

/** The texts written in both languages, each edited in two fields, in the order shown. */
const BILINGUAL = [
  { name: 'lib_name', label: 'libraryForm.fields.libName', rows: undefined },
  { name: 'address', label: 'libraryForm.fields.address', rows: 2 },
  { name: 'operatingHours', label: 'libraryForm.fields.operatingHours', rows: 2 },
] as const;

/** Every field, in the order shown (and focused after a failed submit). */
const FIELDS: readonly FieldName[] = [
  ...BILINGUAL.flatMap((field) => [`${field.name}.en` as const, `${field.name}.ar` as const]),
  'contact.phone',
  'contact.email',
  'website',
  'languages',
  'location.lat',
  'location.lng',
  'source',
  'note',
];

/** The form has no tabs: one holds every field. */
const TABS = [{ name: 'fields', fields: FIELDS }] as const;

/** An API detail's path (`changes.contact.phone`, `source`) as the form's field, if it has one. */
function fieldOf(path: string): FieldName | null {
  const name = path.replace(/^changes\./, '');
  if (name.startsWith('languages')) return 'languages';
  return (FIELDS as readonly string[]).includes(name) ? (name as FieldName) : null;
}

interface EditTextFieldProps {
  control: FormControl;
  name: FieldName;
  label: string;
  disabled: boolean;
  required?: boolean;
  /** The language the value is written in: the input gets its `lang` and direction. */
  lang?: 'en' | 'ar';
  /** A value that reads left to right (a phone, an address on the web). */
  ltr?: boolean;
  rows?: number;
  type?: string;
  inputMode?: 'text' | 'decimal' | 'email' | 'tel' | 'url';
  /** Rewrites the value when the field is left (a coordinate that does not parse becomes 0). */
  normalize?: (value: string) => string;
  /** What the field asks for, below it while it has no error (a label this long is cut on a phone). */
  helperText?: string;
  /** Focused when the form opens (the field the reader came to fill in). */
  autoFocus?: boolean;
}

/** One text field of the form, bound to react-hook-form, its rule's message translated below it. */
function EditTextField({
  control,
  name,
  label,
  disabled,
  required = false,
  lang,
  ltr = false,
  rows,
  type,
  inputMode,
  normalize,
  helperText,
  autoFocus = false,
}: EditTextFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const { language } = useLanguage();
  const messageText = useMessageText();
  const error = messageText(fieldState.error?.message);
  const value = String(field.value ?? '');
  return (
    <TextField
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={() => {
        if (normalize) field.onChange(normalize(value));
        field.onBlur();
      }}
      inputRef={field.ref}
      label={label}
      required={required}
      disabled={disabled}
      multiline={rows !== undefined}
      minRows={rows}
      type={type}
      error={Boolean(error)}
      helperText={error ?? helperText}
      autoFocus={autoFocus}
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: {
          inputMode,
          lang,
          dir: ltr || lang === 'en' ? 'ltr' : lang === 'ar' ? 'rtl' : undefined,
        },
        inputLabel: { lang: language },
        formHelperText: { lang: language },
      }}
    />
  );
}

/**
 * - **Use it** for a reader proposing (or correcting) an edit to one library's facts.
 * - **Don't use it** for an admin's direct edit: that is `LibraryForm`, which writes at once.
 *
 * "Suggest an edit" (signed-in readers, from a library's page): a dialog, full screen on phones,
 * with the library's name, address and opening hours in both languages (each field in its own
 * language and direction), phone, email, website, languages and the location (picked on the map or
 * typed), all filled in with the library's values; then the source the correction comes from
 * (required) and a note. Only the fields the reader changed are sent; with none, it says so.
 */
export function LibraryEditForm({ open, onClose, ...content }: LibraryEditFormProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      contentKey={`${content.library.id}:${content.proposal?.revision ?? ''}`}
    >
      {(dialog) => <EditFormContent {...content} {...dialog} onClose={onClose} />}
    </FormDialog>
  );
}

type EditFormContentProps = Omit<LibraryEditFormProps, 'open'> & FormDialogContext;

function EditFormContent({
  library,
  proposal,
  onClose,
  onSubmit,
  tileUrl,
  focusField,
  titleId,
  busy: sending,
  onBusyChange,
}: EditFormContentProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const messageText = useMessageText();
  const [defaultValues] = useState(() => editFormValues(library, proposal));
  const form = useLibraryForm({
    record: library,
    defaultValues,
    resolverFor: () =>
      zodFormResolver<EditFormValues, EditFormOutput>(editFormSchema(library), {
        wholeFields: ['languages'],
      }),
    tabs: TABS,
    shared: [],
    fieldOf,
    refuse: (output) => !changesSomething(proposalInput(library, output)),
    send: (output) => onSubmit(proposalInput(library, output)),
    busy: sending,
    onBusyChange,
  });
  const { control } = form;

  const name = localizedText(library.lib_name, language);
  const languageName = { en: t('libraryForm.tabs.english'), ar: t('libraryForm.tabs.arabic') };
  const normalizeCoordinate = (text: string) => String(parseCoordinate(text));
  const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };
  // The field the reader came for; a text in both languages is started in the reader's own.
  const focused: FieldName | null =
    focusField === 'lib_name' || focusField === 'address' || focusField === 'operatingHours'
      ? `${focusField}.${language}`
      : focusField === 'location'
        ? 'location.lat'
        : focusField === 'languages'
          ? null
          : (focusField ?? null);

  return (
    <FormDialogBody
      titleId={titleId}
      title={
        proposal
          ? t('libraryEdits.form.correctTitle')
          : t('libraryEdits.form.title', { name: name.text })
      }
      onSubmit={form.onSubmit}
      formSx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      failure={
        form.failure === 'refused'
          ? (messageText(validationMessages.noChanges) ?? null)
          : form.failure === 'failed'
            ? t('libraryEdits.form.submitError')
            : null
      }
      busy={sending}
      onCancel={onClose}
      submitLabel={sending ? t('libraryEdits.form.sending') : t('libraryEdits.form.submit')}
    >
      <Typography color="text.secondary">{t('libraryEdits.form.intro')}</Typography>
      {BILINGUAL.map((field) => (
        <Box key={field.name} sx={twoColumns}>
          {(['en', 'ar'] as const).map((part) => (
            <EditTextField
              key={part}
              control={control}
              name={`${field.name}.${part}`}
              label={t('libraryEdits.form.fieldIn', {
                field: t(field.label),
                language: languageName[part],
              })}
              required
              lang={part}
              rows={field.rows}
              disabled={sending}
              autoFocus={focused === `${field.name}.${part}`}
            />
          ))}
        </Box>
      ))}
      <Box sx={twoColumns}>
        <EditTextField
          control={control}
          name="contact.phone"
          label={t('libraryForm.fields.phone')}
          type="tel"
          inputMode="tel"
          ltr
          disabled={sending}
          autoFocus={focused === 'contact.phone'}
        />
        <EditTextField
          control={control}
          name="contact.email"
          label={t('libraryForm.fields.email')}
          type="email"
          inputMode="email"
          ltr
          disabled={sending}
          autoFocus={focused === 'contact.email'}
        />
      </Box>
      <EditTextField
        control={control}
        name="website"
        label={t('libraryForm.fields.website')}
        type="url"
        inputMode="url"
        ltr
        disabled={sending}
        autoFocus={focused === 'website'}
      />
      <LanguagesField control={control} disabled={sending} />
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
          {t('libraryForm.fields.location')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('map.pickLocation')}
        </Typography>
        <MapView
          tileUrl={tileUrl}
          height={240}
          pickMode
          picked={form.picked}
          onPick={form.pick}
          zoom={15}
        />
        <Box sx={{ ...twoColumns, mt: 2 }}>
          <EditTextField
            control={control}
            name="location.lat"
            label={t('libraryForm.fields.latitude')}
            inputMode="decimal"
            ltr
            normalize={normalizeCoordinate}
            disabled={sending}
            autoFocus={focused === 'location.lat'}
          />
          <EditTextField
            control={control}
            name="location.lng"
            label={t('libraryForm.fields.longitude')}
            inputMode="decimal"
            ltr
            normalize={normalizeCoordinate}
            disabled={sending}
          />
        </Box>
      </Box>
      <EditTextField
        control={control}
        name="source"
        label={t('libraryEdits.form.sourceLabel')}
        helperText={t('libraryEdits.form.sourceHelp')}
        type="url"
        inputMode="url"
        required
        ltr
        disabled={sending}
      />
      <EditTextField
        control={control}
        name="note"
        label={t('libraryEdits.form.note')}
        rows={2}
        disabled={sending}
      />
    </FormDialogBody>
  );
}
