import type { Library, ProposableField } from '@libatlas/contracts';
import { formatCreatedDate, useLanguage, useTranslation } from '@libatlas/i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import { lazy, Suspense, useState } from 'react';
import { useLibraryHistorySummary } from '../api/libraryHistorySummary';
import { useShell } from '../layout/useShell';
import { withAllTexts } from '../routing/withAllTexts';
import { useAuth } from '../session/useAuth';

// The form and its rules load only when a reader opens it, with every text of the active language
// (the library page needs only the public ones); the thanks once it is sent (library.*, bundled).
const NewLibraryProposal = lazy(() =>
  withAllTexts(import('./NewLibraryProposal')).then((module) => ({
    default: module.NewLibraryProposal,
  })),
);
const ProposalSentNotice = lazy(() =>
  import('./ProposalSentNotice').then((module) => ({
    default: module.ProposalSentNotice,
  })),
);
/** The edit proposal a reader opened: from "Suggest an edit", or at one missing fact's field. */
export interface EditRequest {
  field?: ProposableField;
}

export interface LibraryEditBarProps {
  library: Library;
  /** The proposal form open now, if any (the page opens it too, from "Suggest the phone"). */
  editing: EditRequest | null;
  onEditingChange: (editing: EditRequest | null) => void;
}

/**
 * When the library last changed, how many readers improved it, and "Suggest an edit": signed-in
 * readers open the form, visitors the login; a sent proposal is acknowledged with a link to it.
 */
export function LibraryEditBar({ library, editing, onEditingChange }: LibraryEditBarProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { user } = useAuth();
  const { openLogin } = useShell();
  const { data: summary } = useLibraryHistorySummary(library.id);
  const [sent, setSent] = useState<string | null>(null);
  const updated = summary?.lastUpdated ?? library.updatedAt;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 0.5 }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}
      >
        {updated && (
          <Typography variant="body2" color="text.secondary">
            {t('library.lastUpdated', { date: formatCreatedDate(updated, language) })}
          </Typography>
        )}
        {summary && summary.improvedBy > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('library.improvedBy', { count: summary.improvedBy })}
          </Typography>
        )}
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditNoteOutlinedIcon />}
          onClick={() => (user ? onEditingChange({}) : openLogin())}
        >
          {t('library.suggestEdit')}
        </Button>
      </Box>
      {sent && (
        <Suspense fallback={null}>
          <ProposalSentNotice suggestionId={sent} onClose={() => setSent(null)} />
        </Suspense>
      )}
      {editing && user && (
        <Suspense fallback={null}>
          <NewLibraryProposal
            library={library}
            focusField={editing.field}
            onClose={() => onEditingChange(null)}
            onSent={(suggestion) => {
              setSent(suggestion.id);
              onEditingChange(null);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
