import type { Library, LibraryProposalInput, Suggestion } from '@libatlas/contracts';
import { formatCreatedDate, useLanguage, useTranslation } from '@libatlas/i18n';
import { LibraryDetailView, MapView, PageContainer } from '@libatlas/ui';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useLibrary } from '../../api/libraries';
import { libraryEditsApi, useLibraryHistorySummary } from '../../api/libraryEdits';
import { useSettings } from '../../api/settings';
import { suggestionKey } from '../../api/suggestions';
import { useShell } from '../../layout/useShell';
import { useAuth } from '../../session/useAuth';

// The form and its rules, and the admins' history, load only when they are used.
const LibraryProposalEditor = lazy(() =>
  import('../../libraries/LibraryProposalEditor').then((module) => ({
    default: module.LibraryProposalEditor,
  })),
);
const LibraryHistorySection = lazy(() =>
  import('../../libraries/LibraryHistorySection').then((module) => ({
    default: module.LibraryHistorySection,
  })),
);

/** How close the detail page's map opens on the library. */
const DETAIL_ZOOM = 14;

/**
 * When the library last changed, how many readers improved it, and "Suggest an edit": signed-in
 * readers open the form, visitors the login; a sent proposal is acknowledged with a link to it.
 */
function EditBar({ library }: { library: Library }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { user } = useAuth();
  const { openLogin } = useShell();
  const { data: summary } = useLibraryHistorySummary(library.id);
  const [editing, setEditing] = useState(false);
  const [sent, setSent] = useState<Suggestion | null>(null);
  const updated = summary?.lastUpdated ?? library.updatedAt;

  const submit = async (input: LibraryProposalInput) => {
    const created = await libraryEditsApi.propose(library.id, input);
    setSent(created);
    setEditing(false);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 0.5 }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}
      >
        {updated && (
          <Typography variant="body2" color="text.secondary">
            {t('libraryEdits.lastUpdated', { date: formatCreatedDate(updated, language) })}
          </Typography>
        )}
        {summary && summary.improvedBy > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('libraryEdits.improvedBy', { count: summary.improvedBy })}
          </Typography>
        )}
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditNoteOutlinedIcon />}
          onClick={() => (user ? setEditing(true) : openLogin())}
        >
          {t('libraryEdits.suggestEdit')}
        </Button>
      </Box>
      {sent && (
        <Alert severity="success" onClose={() => setSent(null)}>
          {t('libraryEdits.proposalSent')}{' '}
          <Link component={RouterLink} to={suggestionKey(sent.id)}>
            {t('libraryEdits.viewProposal')}
          </Link>
        </Alert>
      )}
      {editing && user && (
        <Suspense fallback={null}>
          <LibraryProposalEditor
            library={library}
            onClose={() => setEditing(false)}
            onSubmit={submit}
          />
        </Suspense>
      )}
    </Box>
  );
}

/**
 * Library detail (spec §2): the library, its contact details and a small map of its location; when
 * it was last updated and by how many readers, "Suggest an edit", and for admins its history.
 */
export function LibraryDetailPage() {
  const { id } = useParams();
  const { settings } = useSettings();
  const { user } = useAuth();
  const { data: library, error, isLoading } = useLibrary(id);

  useEffect(() => {
    if (error) console.error('Failed to load library', error);
  }, [error]);

  const state = isLoading ? 'loading' : error || !library ? 'error' : 'loaded';
  const hasLocation = library && (library.location.lat !== 0 || library.location.lng !== 0);
  return (
    <PageContainer>
      <LibraryDetailView
        state={state}
        library={library}
        headerSlot={library ? <EditBar library={library} /> : undefined}
        footerSlot={
          library && user?.isAdmin ? (
            <Suspense fallback={null}>
              <LibraryHistorySection libraryId={library.id} />
            </Suspense>
          ) : undefined
        }
        mapSlot={
          hasLocation ? (
            <MapView
              libraries={[library]}
              tileUrl={settings.tileUrl}
              // The view's map frame sets the height for each screen size; the map fills it.
              height="100%"
              center={library.location}
              zoom={DETAIL_ZOOM}
            />
          ) : undefined
        }
      />
    </PageContainer>
  );
}
