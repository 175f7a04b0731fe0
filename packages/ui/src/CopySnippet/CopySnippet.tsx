import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from '@libatlas/i18n';

export interface CopySnippetProps {
  /** The code shown, exactly as it is copied. */
  code: string;
  /** What the code is ("Embed code"), the name of its block. */
  label: string;
  /** Puts text on the clipboard; the browser's clipboard by default. */
  copy?: (text: string) => Promise<void>;
}

function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard) return Promise.reject(new Error('No clipboard in this browser'));
  return navigator.clipboard.writeText(text);
}

type Outcome = 'copied' | 'failed' | null;

/**
 * - **Use it** for code a reader pastes elsewhere (the map's `<iframe>`, a feed's address).
 * - **Don't use it** for a value the reader reads rather than copies: write it in the text.
 *
 * A block of code, left to right in both languages, with Copy code beside it. The block scrolls
 * sideways rather than wrap the code and takes the focus for that; the button works by keyboard
 * as by pointer. Whether the copy worked is said aloud; where the browser refuses (no clipboard, an
 * insecure page) the code is selected for the reader to copy with the keyboard.
 */
export function CopySnippet({ code, label, copy = copyToClipboard }: CopySnippetProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const codeRef = useRef<HTMLElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const press = () => {
    copy(code).then(
      () => setOutcome('copied'),
      () => {
        setOutcome('failed');
        const element = codeRef.current;
        const selection = window.getSelection();
        if (element && selection) selection.selectAllChildren(element);
      },
    );
  };

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1,
        }}
      >
        <Typography id={labelId} component="span" variant="subtitle2">
          {label}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<ContentCopyIcon aria-hidden />}
          onClick={press}
        >
          {t('data.copy.button')}
        </Button>
      </Box>
      <Box
        component="pre"
        role="region"
        aria-labelledby={labelId}
        // Scrolls sideways: the keyboard needs to reach it to scroll it.
        tabIndex={0}
        dir="ltr"
        sx={{
          m: 0,
          p: 2,
          overflowX: 'auto',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
          fontSize: '0.8125rem',
          lineHeight: 1.6,
          textAlign: 'left',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <code ref={codeRef}>{code}</code>
      </Box>
      <Typography
        role="status"
        variant="body2"
        sx={{
          mt: 1,
          minHeight: '1.5em',
          color: outcome === 'failed' ? 'error.main' : 'success.main',
        }}
      >
        {outcome === 'copied' && t('data.copy.copied')}
        {outcome === 'failed' && t('data.copy.failed')}
      </Typography>
    </Box>
  );
}
