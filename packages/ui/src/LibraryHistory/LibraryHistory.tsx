import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import {
  REVERTIBLE_CHANGE_KINDS,
  type LibraryChange,
  type LibraryChangeKind,
} from '@libatlas/contracts';
import { formatLongDateTime, useLanguage, useTranslation } from '@libatlas/i18n';
import { ConfirmDialog } from '../ConfirmDialog/index.ts';
import { FieldValue } from '../shared/FieldValue.tsx';
import { fieldLabelKey } from '../shared/fieldLabelKey.ts';

export interface LibraryHistoryProps {
  /** The library's changes, newest first. */
  changes: readonly LibraryChange[];
  /** Still loading: a message and placeholders take the list's place. */
  loading?: boolean;
  /** Why the history could not be loaded, or why the last revert failed; nothing when null. */
  error?: string | null;
  /**
   * Reverts a change (admins): each change that can be undone gets a Revert button, which asks
   * first. The dialog closes when the promise settles; a rejection is the page's to report.
   */
  onRevert?: (changeId: string) => Promise<void>;
}

const KIND_ICON: Record<LibraryChangeKind, typeof EditOutlinedIcon> = {
  create: AddCircleOutlineIcon,
  seed: AddCircleOutlineIcon,
  edit: EditOutlinedIcon,
  proposal: HowToRegOutlinedIcon,
  revert: UndoIcon,
};

/** Who made the change and how, in a sentence. */
function Headline({ change }: { change: LibraryChange }) {
  const { t } = useTranslation();
  const name = change.userName ?? t('libraryEdits.history.formerMember');
  switch (change.kind) {
    case 'seed':
      return <>{t('libraryEdits.history.seed')}</>;
    case 'create':
      return <>{t('libraryEdits.history.create', { name })}</>;
    case 'edit':
      return <>{t('libraryEdits.history.edit', { name })}</>;
    case 'revert':
      return <>{t('libraryEdits.history.revert', { name })}</>;
    case 'proposal':
      return (
        <>
          {t('libraryEdits.history.proposal', {
            name,
            author: change.suggestionAuthorName ?? t('libraryEdits.history.formerMember'),
          })}
        </>
      );
  }
}

interface EntryProps {
  change: LibraryChange;
  /** The change it undid, when it is a revert. */
  undone: LibraryChange | undefined;
  onRevert?: () => void;
}

function Entry({ change, undone, onRevert }: EntryProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const headingId = useId();
  const Icon = KIND_ICON[change.kind];
  const creation = change.kind === 'create' || change.kind === 'seed';
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: 1.5,
        py: 2,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Icon aria-hidden color="action" sx={{ mt: 0.25 }} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id={headingId} component="h3" sx={{ fontWeight: 600 }}>
            <Headline change={change} />
          </Typography>
          {change.revertedById && (
            <Chip size="small" variant="outlined" label={t('libraryEdits.history.reverted')} />
          )}
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}
        >
          <time dateTime={change.createdAt}>{formatLongDateTime(change.createdAt, language)}</time>
          {change.suggestionId && (
            <Link component={RouterLink} to={`/suggestions/${change.suggestionId}`}>
              {t('libraryEdits.history.viewSuggestion')}
            </Link>
          )}
          {undone && (
            <span>
              {t('libraryEdits.history.undoes', {
                date: formatLongDateTime(undone.createdAt, language),
              })}
            </span>
          )}
        </Typography>
        {creation ? (
          <Typography variant="body2">{t('libraryEdits.history.allFields')}</Typography>
        ) : change.changes.length === 0 ? (
          <Typography variant="body2">{t('libraryEdits.history.nothingToUndo')}</Typography>
        ) : (
          <Box
            component="ul"
            role="list"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
          >
            {change.changes.map((field) => (
              <Box
                component="li"
                key={field.field}
                sx={{
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: { xs: '1fr', sm: '10rem minmax(0, 1fr) minmax(0, 1fr)' },
                  typography: 'body2',
                }}
              >
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {t(fieldLabelKey(field.field))}
                </Box>
                <Box sx={{ minWidth: 0, color: 'text.secondary' }}>
                  <Box component="span" sx={{ display: 'block', typography: 'caption' }}>
                    {t('libraryEdits.before')}
                  </Box>
                  <FieldValue field={field.field} value={field.old} />
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Box
                    component="span"
                    sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}
                  >
                    {t('libraryEdits.after')}
                  </Box>
                  <FieldValue field={field.field} value={field.new} />
                </Box>
              </Box>
            ))}
          </Box>
        )}
        {onRevert && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<UndoIcon />}
            aria-describedby={headingId}
            onClick={onRevert}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('libraryEdits.history.revertButton')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

/**
 * - **Use it** on a library's page for admins: what changed, and undoing a change.
 * - **Don't use it** for a change still waiting for review: that is `LibraryEditDiff`.
 *
 * A library's history (admins), newest first: who changed it, when and how (added, loaded from
 * the directory's data, edited, a reader's proposal applied, a change reverted), each field old →
 * new, a link to the suggestion a change came from, and a Revert button, asking first, on each
 * change that can still be undone.
 */
export function LibraryHistory({
  changes,
  loading = false,
  error = null,
  onRevert,
}: LibraryHistoryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [asking, setAsking] = useState<LibraryChange | null>(null);
  const [reverting, setReverting] = useState(false);
  const byId = new Map(changes.map((change) => [change.id, change]));

  const confirm = () => {
    if (!asking || !onRevert) return;
    setReverting(true);
    onRevert(asking.id)
      .catch(() => undefined)
      .finally(() => {
        setReverting(false);
        setAsking(null);
      });
  };

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h5" component="h2" gutterBottom>
        {t('libraryEdits.history.title')}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {loading ? (
        <Box>
          <Typography role="status" color="text.secondary">
            {t('libraryEdits.history.loading')}
          </Typography>
          {[0, 1].map((index) => (
            <Skeleton key={index} aria-hidden animation={false} height={72} />
          ))}
        </Box>
      ) : changes.length === 0 ? (
        <Typography color="text.secondary">{t('libraryEdits.history.empty')}</Typography>
      ) : (
        <Box component="ol" role="list" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {changes.map((change) => (
            <Entry
              key={change.id}
              change={change}
              undone={change.revertsId ? byId.get(change.revertsId) : undefined}
              onRevert={
                onRevert && REVERTIBLE_CHANGE_KINDS.includes(change.kind) && !change.revertedById
                  ? () => setAsking(change)
                  : undefined
              }
            />
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t('libraryEdits.history.confirmTitle')}
        message={t('libraryEdits.history.confirmMessage')}
        confirmLabel={t('libraryEdits.history.revertButton')}
        busy={reverting}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </Box>
  );
}
