import { useId, useRef, useState, type FormEvent } from 'react';
import type { ParseKeys } from 'i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_SUGGESTION_TYPE,
  SUGGESTION_CONTENT_ROWS,
  SUGGESTION_TYPES,
  suggestionCreateSchema,
  TEXT_LIMITS,
  type SuggestionCreateInput,
  type SuggestionType,
} from '@libatlas/contracts';
import { useLanguage, useTranslation, type Language } from '@libatlas/i18n';

export interface SuggestionFormProps {
  /**
   * Sends the suggestion: its type and its content in the active language only. The form resets
   * when the promise resolves, and shows the rejection's message when it rejects.
   */
  onSubmit: (input: SuggestionCreateInput) => Promise<void>;
  /** Called by the Cancel button; without it there is no Cancel button. */
  onCancel?: () => void;
  /** Puts the cursor in the content box on mount, for a form opened on demand. */
  autoFocus?: boolean;
}

/** The content typed, as the active language's half of the bilingual content. */
function contentIn(language: Language, text: string): SuggestionCreateInput['content'] {
  return language === 'ar' ? { ar: text } : { en: text };
}

/**
 * - **Use it** to write a new suggestion (the board opens it for signed-in users).
 * - **Don't use it** for comments: the card's comment input sends them.
 *
 * The New suggestion form (spec §2): a type select (feature by default) and a 4-row content box
 * edited in the active language. Submit is disabled while the content is blank and ignores presses
 * while sending; a successful submit empties the form, a failed one keeps it and shows why.
 */
export function SuggestionForm({ onSubmit, onCancel, autoFocus = false }: SuggestionFormProps) {
  const { t, i18n } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const [type, setType] = useState<SuggestionType>(DEFAULT_SUGGESTION_TYPE);
  const [text, setText] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // The rejection's message as it came ('' when it had none), translated when shown.
  const [failure, setFailure] = useState<string | null>(null);

  const parsed = suggestionCreateSchema.safeParse({ type, content: contentIn(language, text) });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!parsed.success || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await onSubmit({ type: parsed.data.type, content: contentIn(language, text.trim()) });
      setType(DEFAULT_SUGGESTION_TYPE);
      setText('');
      // The emptied form disables Submit; the cursor waits in the box for the next idea instead,
      // unless the caller has already moved the focus elsewhere (say, on closing the form).
      const box = contentRef.current;
      const active = document.activeElement;
      if (box && (!active || active === document.body || box.form?.contains(active))) {
        box.focus();
      }
    } catch (error) {
      setFailure(error instanceof Error ? error.message.trim() : '');
    } finally {
      setSubmitting(false);
    }
  };

  // A catalog key (a validation message sent back by the server) is translated; other text is shown
  // as it came, and no text at all gets the generic message.
  const failureText =
    failure === null
      ? null
      : failure === ''
        ? t('suggestions.submitError')
        : i18n.exists(failure)
          ? t(failure as ParseKeys)
          : failure;

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id={titleId} variant="h6" component="h2">
        {t('suggestions.formTitle')}
      </Typography>
      <TextField
        select
        label={t('suggestions.typeLabel')}
        value={type}
        onChange={(event) => setType(event.target.value as SuggestionType)}
        sx={{ maxWidth: { sm: 280 } }}
      >
        {SUGGESTION_TYPES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`suggestions.type.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        multiline
        rows={SUGGESTION_CONTENT_ROWS}
        label={t('suggestions.contentLabel')}
        placeholder={t('suggestions.contentPlaceholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setFailure(null);
        }}
        autoFocus={autoFocus}
        inputRef={contentRef}
        slotProps={{ htmlInput: { lang: language, maxLength: TEXT_LIMITS.long } }}
      />
      {failureText !== null && (
        <Alert severity="error" role="alert">
          {failureText}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={submitting}>
            {t('common.cancel')}
          </Button>
        )}
        {/* Kept enabled while sending, so a keyboard user's focus stays on it; presses are ignored. */}
        <Button
          type="submit"
          variant="contained"
          disabled={!parsed.success}
          aria-disabled={submitting || undefined}
        >
          {submitting ? t('suggestions.submitting') : t('suggestions.submit')}
        </Button>
      </Box>
    </Box>
  );
}
