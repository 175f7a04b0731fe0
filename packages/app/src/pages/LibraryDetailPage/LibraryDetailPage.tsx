import { localized, useLanguage, useTranslation } from '@libatlas/i18n';
import { LibraryDetailView, MapView, PageContainer, type SuggestableField } from '@libatlas/ui';
import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useLibrary } from '../../api/libraries';
import { useSettings } from '../../settings/useSettings';
import { PageHead } from '../../head/PageHead';
import { withAllTexts } from '../../routing/withAllTexts';
import { useAuth } from '../../session/useAuth';
import { useShell } from '../../layout/useShell';
import type { EditRequest } from '../../libraries/LibraryEditBar';

// "Last updated", "Improved by" and "Suggest an edit" arrive beside the page (a space of their
// height held meanwhile) with the public texts they need (library.*, bundled), and the admins'
// history when an admin looks, with every text: the page's first load stays within its budget.
const LibraryEditBar = lazy(() =>
  import('../../libraries/LibraryEditBar').then((module) => ({ default: module.LibraryEditBar })),
);
const LibraryHistorySection = lazy(() =>
  withAllTexts(import('../../libraries/LibraryHistorySection')).then((module) => ({
    default: module.LibraryHistorySection,
  })),
);

/** How close the detail page's map opens on the library. */
const DETAIL_ZOOM = 14;

/**
 * Library detail (spec §2): the library, what a visit needs (with "Suggest the …" where a fact is
 * missing, opening the proposal form at that field) and a small map of its location; when it was
 * last updated and by how many readers, "Suggest an edit", and for admins its history.
 */
export function LibraryDetailPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { id } = useParams();
  const { settings } = useSettings();
  const { user } = useAuth();
  const { openLogin } = useShell();
  // "Suggest an edit" and "Suggest the phone" open the same proposal form (in the edit bar).
  const [editing, setEditing] = useState<EditRequest | null>(null);
  // A visitor's "Suggest the phone" asks them to sign in first, then goes on to the form.
  const [afterSignIn, setAfterSignIn] = useState<SuggestableField | null>(null);
  const openEdit = editing ?? (user && afterSignIn ? { field: afterSignIn } : null);
  const changeEditing = (next: EditRequest | null) => {
    setAfterSignIn(null);
    setEditing(next);
  };
  const suggest = (field: SuggestableField) => {
    if (user) {
      setEditing({ field });
    } else {
      setAfterSignIn(field);
      openLogin();
    }
  };
  const { data: library, error, isLoading } = useLibrary(id);

  useEffect(() => {
    if (error) console.error('Failed to load library', error);
  }, [error]);

  const state = isLoading ? 'loading' : error || !library ? 'error' : 'loaded';
  const hasLocation = library && (library.location.lat !== 0 || library.location.lng !== 0);
  return (
    <PageContainer>
      <PageHead
        name={
          state === 'error'
            ? t('library.notFoundTitle')
            : library && (localized(library.lib_name, language) || t('library.unnamed'))
        }
        description={library && localized(library.description, language)}
        library={library}
        notFound={state === 'error'}
      />
      <LibraryDetailView
        state={state}
        library={library}
        signedIn={Boolean(user)}
        onSuggest={suggest}
        headerSlot={
          library ? (
            <Suspense fallback={<Box aria-hidden sx={{ height: 31, mt: 0.5 }} />}>
              <LibraryEditBar
                library={library}
                editing={openEdit}
                onEditingChange={changeEditing}
              />
            </Suspense>
          ) : undefined
        }
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
              // Below the name and the text, which are the first paint: Leaflet can wait.
              deferred
            />
          ) : undefined
        }
      />
    </PageContainer>
  );
}
