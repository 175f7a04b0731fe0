import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  libraryFieldValue,
  type Library,
  type LibraryField,
  type LibraryFieldChange,
  type LibraryProposal,
} from '@libatlas/contracts';
import { useLanguage, useTranslation } from '@libatlas/i18n';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { localizedText } from '../LibraryCard/index.ts';
import { NewTabHint } from '../shared/NewTabHint.tsx';
import { MapView, type MapLocation } from '../MapView/index.ts';
import { FieldValue } from '../shared/FieldValue.tsx';
import { fieldLabelKey } from '../shared/fieldLabelKey.ts';

/** What a 409 `libraryConflict` answered: the library as it stands, and the fields that moved. */
export interface LibraryEditConflict {
  current: Library;
  conflicts: LibraryField[];
}

export interface LibraryEditDiffProps {
  /** The proposal shown: the library, each field old → new, the source and the note. */
  proposal: LibraryProposal;
  /** Whether its suggestion is still pending: only then can it be applied or rejected. */
  pending?: boolean;
  /**
   * Applies the ticked fields (admins); given, each field gets a box, ticked at first, and the
   * Apply and Reject buttons show while the suggestion is pending. A rejection leaves the form as
   * it was (the page says why).
   */
  onApply?: (fields: LibraryField[]) => Promise<void>;
  /** Rejects the proposal (admins). */
  onReject?: () => void;
  /** The conflict of the last attempt: its fields are marked, unticked, with their value now. */
  conflict?: LibraryEditConflict | null;
  /** A review is in flight: the buttons ignore presses. */
  busy?: boolean;
  /** Draw a moved point on two small maps, before and after (true by default). */
  showMaps?: boolean;
  /** The map's tile URL template from the site settings. */
  tileUrl?: string;
}

const MAP_HEIGHT = 180;
const MAP_ZOOM = 15;

/** A point drawn as a marker named after the library (the map draws libraries). */
function markerAt(location: MapLocation, proposal: LibraryProposal): Library {
  const none = { en: '', ar: '' };
  return {
    id: proposal.libraryId ?? 'proposal',
    lib_name: proposal.libraryName,
    country: none,
    region: none,
    description: none,
    address: none,
    operatingHours: none,
    website: '',
    languages: [],
    location,
    contact: { phone: '', email: '' },
  };
}

function isPoint(value: LibraryFieldChange['old']): value is MapLocation {
  return value !== null && typeof value === 'object' && 'lat' in value;
}

interface SideProps {
  label: string;
  tone: 'error' | 'success' | 'warning';
  children: ReactNode;
}

/** One side of a field's change: a caption and the value, marked on its start edge. */
function Side({ label, tone, children }: SideProps) {
  return (
    <Box
      sx={(theme) => ({
        minWidth: 0,
        p: 1.5,
        borderRadius: 1,
        borderInlineStart: 4,
        borderColor: `${tone}.main`,
        bgcolor: theme.alpha(theme.palette[tone].main, 0.06),
      })}
    >
      <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6 }}>
        {label}
      </Typography>
      <Typography component="div" variant="body2">
        {children}
      </Typography>
    </Box>
  );
}

interface ChangeRowProps {
  change: LibraryFieldChange;
  proposal: LibraryProposal;
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
  conflict: LibraryEditConflict | null;
  showMaps: boolean;
  tileUrl?: string;
}

function ChangeRow({
  change,
  proposal,
  selectable,
  selected,
  onToggle,
  conflict,
  showMaps,
  tileUrl,
}: ChangeRowProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const label = t(fieldLabelKey(change.field));
  const inConflict = conflict?.conflicts.includes(change.field) ?? false;
  const applied = proposal.appliedFields?.includes(change.field);
  const moved = showMaps && isPoint(change.old) && isPoint(change.new);

  return (
    <Box
      component="li"
      sx={{
        py: 2,
        '& + &': { borderTop: 1, borderColor: 'divider' },
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {selectable ? (
          <FormControlLabel
            id={labelId}
            control={<Checkbox checked={selected} onChange={onToggle} />}
            label={<Typography sx={{ fontWeight: 600 }}>{label}</Typography>}
            sx={{ marginInlineEnd: 0 }}
          />
        ) : (
          <Typography id={labelId} component="h3" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
        )}
        {inConflict && (
          <Chip
            size="small"
            variant="outlined"
            icon={<WarningAmberIcon color="warning" />}
            label={t('libraryEdits.changedSince')}
          />
        )}
        {applied !== undefined && (
          <Chip
            size="small"
            variant="outlined"
            color={applied ? 'success' : 'default'}
            icon={applied ? <CheckIcon /> : <CloseIcon />}
            label={applied ? t('libraryEdits.applied') : t('libraryEdits.notApplied')}
            sx={{ marginInlineStart: 'auto' }}
          />
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: inConflict ? '1fr 1fr 1fr' : '1fr 1fr' },
        }}
      >
        <Side label={t('libraryEdits.before')} tone="error">
          <FieldValue field={change.field} value={change.old} />
        </Side>
        <Side label={t('libraryEdits.after')} tone="success">
          <FieldValue field={change.field} value={change.new} />
        </Side>
        {inConflict && conflict && (
          <Side label={t('libraryEdits.now')} tone="warning">
            <FieldValue
              field={change.field}
              value={libraryFieldValue(conflict.current, change.field)}
            />
          </Side>
        )}
      </Box>
      {moved && isPoint(change.old) && isPoint(change.new) && (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {(
            [
              ['libraryEdits.mapBefore', change.old],
              ['libraryEdits.mapAfter', change.new],
            ] as const
          ).map(([caption, point]) => (
            <Box component="figure" key={caption} sx={{ m: 0, minWidth: 0 }}>
              <Box
                sx={{
                  height: MAP_HEIGHT,
                  borderRadius: 1,
                  overflow: 'hidden',
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <MapView
                  libraries={[markerAt(point, proposal)]}
                  center={point}
                  zoom={MAP_ZOOM}
                  height="100%"
                  tileUrl={tileUrl}
                  label={t(caption)}
                />
              </Box>
              <Typography component="figcaption" variant="caption" color="text.secondary">
                {t(caption)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * - **Use it** wherever a suggestion carries a proposed edit (`suggestion.proposal`): on the board,
 *   its own page, the console; with `onApply` for an admin's review.
 * - **Don't use it** for changes already made to a library: that is `LibraryHistory`.
 *
 * A proposed edit to a library as a field-by-field diff: for each field its value before and
 * after, in both languages, a moved point on two maps side by side, then the source and the note.
 * For an admin reviewing a pending proposal each field has a box (all ticked at first) and Apply
 * writes the ticked ones; a conflict (the library changed since, in some fields) marks those
 * fields with their value now and unticks them. Once applied, each field says whether it was.
 */
export function LibraryEditDiff({
  proposal,
  pending = false,
  onApply,
  onReject,
  conflict = null,
  busy = false,
  showMaps = true,
  tileUrl,
}: LibraryEditDiffProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const reviewing = pending && onApply !== undefined;
  const [selected, setSelected] = useState<LibraryField[]>(() =>
    proposal.changes.map((change) => change.field),
  );
  const [seenConflict, setSeenConflict] = useState<LibraryEditConflict | null>(null);
  const [noneChosen, setNoneChosen] = useState(false);

  // A new conflict unticks the fields that moved: applying the rest is the likely next step.
  if (conflict !== seenConflict) {
    setSeenConflict(conflict);
    if (conflict) setSelected((fields) => fields.filter((f) => !conflict.conflicts.includes(f)));
  }

  const name = localizedText(proposal.libraryName, language);
  const toggle = (field: LibraryField) => {
    setNoneChosen(false);
    setSelected((fields) =>
      fields.includes(field) ? fields.filter((f) => f !== field) : [...fields, field],
    );
  };
  const apply = () => {
    if (busy) return;
    const fields = proposal.changes.map((c) => c.field).filter((f) => selected.includes(f));
    if (fields.length === 0) {
      setNoneChosen(true);
      return;
    }
    onApply?.(fields).catch(() => undefined);
  };

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('libraryEdits.proposedFor')}{' '}
        {proposal.libraryId ? (
          <Link component={RouterLink} to={`/libraries/${proposal.libraryId}`} lang={name.lang}>
            {name.text}
          </Link>
        ) : (
          <span lang={name.lang}>{name.text}</span>
        )}
      </Typography>

      {conflict && (
        <Alert severity="warning" role="alert">
          <AlertTitle>{t('libraryEdits.conflictTitle')}</AlertTitle>
          {t('libraryEdits.conflictBody')}
        </Alert>
      )}

      <Box component={reviewing ? 'fieldset' : 'div'} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        {reviewing && (
          <Box component="legend" sx={visuallyHidden}>
            {t('libraryEdits.fieldsToApply')}
          </Box>
        )}
        <Box component="ul" role="list" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {proposal.changes.map((change) => (
            <ChangeRow
              key={change.field}
              change={change}
              proposal={proposal}
              selectable={reviewing}
              selected={selected.includes(change.field)}
              onToggle={() => toggle(change.field)}
              conflict={conflict}
              showMaps={showMaps}
              tileUrl={tileUrl}
            />
          ))}
        </Box>
      </Box>

      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {t('libraryEdits.source')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
            <Link
              href={proposal.source}
              target="_blank"
              rel="noopener noreferrer"
              dir="ltr"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {proposal.source}
              <NewTabHint />
            </Link>
          </Typography>
        </Box>
        {proposal.note && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {t('libraryEdits.note')}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              dir="auto"
              sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
            >
              {proposal.note}
            </Typography>
          </Box>
        )}
      </Box>

      {reviewing && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, pt: 1 }}>
          <Button
            variant="contained"
            color="success"
            startIcon={<DoneAllIcon />}
            aria-disabled={busy || undefined}
            onClick={apply}
          >
            {busy ? t('libraryEdits.applying') : t('libraryEdits.apply')}
          </Button>
          {onReject && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<CloseIcon />}
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onReject();
              }}
            >
              {t('suggestions.reject')}
            </Button>
          )}
          {noneChosen && (
            <Typography role="alert" variant="body2" color="error">
              {t('libraryEdits.chooseAField')}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
