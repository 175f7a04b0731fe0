import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import type {
  Suggestion,
  SuggestionCreateInput,
  SuggestionFilter as SuggestionFilterValue,
  SuggestionStatusUpdate,
} from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { SuggestionCard } from '../SuggestionCard/index.ts';
import { SuggestionFilter } from '../SuggestionFilter/index.ts';
import { claimPress } from '../claimPress.ts';
import { linkButtonProps } from '../linkButtonProps.ts';
import { LOGIN_PATH } from '../loginPath.ts';
import { SuggestionForm } from '../SuggestionForm/index.ts';

export interface SuggestionsBoardProps {
  /** Every suggestion, newest first; the board shows those the filter keeps. */
  suggestions: readonly Suggestion[];
  /** The list is still loading: a loading message takes its place. */
  loading?: boolean;
  /** The latest failure's message, shown in a banner above the list; nothing when null. */
  error?: string | null;
  /** The filter applied (the page keeps it in the URL). */
  filter: SuggestionFilterValue;
  /** Called with the filter the user picks. */
  onFilterChange: (filter: SuggestionFilterValue) => void;
  /** The address of the board with each filter (the filters are links as well: see `SuggestionFilter`). */
  filterHref?: (filter: SuggestionFilterValue) => string;
  /** The signed-in user's id; absent or null for a visitor, who reads but cannot take part. */
  currentUserId?: string | null;
  /** Whether the user is an admin, who approves or rejects pending suggestions. */
  isAdmin?: boolean;
  /** Ids of the suggestions with an action in flight; their buttons ignore presses meanwhile. */
  busyIds?: readonly string[];
  /** Creates a suggestion; the form closes when the promise resolves and shows the rejection's message when it rejects. */
  onCreate?: (input: SuggestionCreateInput) => Promise<void>;
  /** Called with a suggestion's id when its vote button is pressed. */
  onVote?: (id: string) => void;
  /** Sends a comment on a suggestion; the card's input is cleared when the promise resolves. */
  onComment?: (id: string, content: string) => Promise<void>;
  /** Called when an admin approves or rejects a pending suggestion. */
  onSetStatus?: (id: string, status: SuggestionStatusUpdate['status']) => void;
  /** Opens the login dialog; when given, the visitors' prompt has a Login button. */
  onSignIn?: () => void;
  /** More ways to narrow the list (order, search, type, library), shown below the filter. */
  controls?: ReactNode;
  /** A suggestion's own page, which its card links to. */
  suggestionHref?: (suggestion: Suggestion) => string;
  /** What a card shows below a suggestion's content (a proposed edit's changes). */
  renderDetails?: (suggestion: Suggestion) => ReactNode;
}

/** The suggestions a filter keeps (spec §2): mine are those the user wrote; statuses match as is. */
function applyFilter(
  suggestions: readonly Suggestion[],
  filter: SuggestionFilterValue,
  currentUserId: string | null,
): readonly Suggestion[] {
  switch (filter) {
    case 'all':
      return suggestions;
    case 'mine':
      // A visitor is not offered 'mine' (an old link may still carry it): everything is shown.
      return currentUserId
        ? suggestions.filter((suggestion) => suggestion.userId === currentUserId)
        : suggestions;
    default:
      return suggestions.filter((suggestion) => suggestion.status === filter);
  }
}

function LoadingList() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography role="status" color="text.secondary">
        {t('suggestions.loading')}
      </Typography>
      {/* Still shapes, no pulse: the layout to come is shown without motion. */}
      {[0, 1].map((index) => (
        <Skeleton key={index} aria-hidden animation={false} variant="rounded" height={148} />
      ))}
    </Box>
  );
}

/**
 * - **Use it** as the body of the Suggestions page.
 * - **Don't use it** to show one suggestion elsewhere: use `SuggestionCard`.
 *
 * The body of the Suggestions page (spec §2): the title, a sign-in prompt for visitors or the New
 * suggestion button opening the form for signed-in users, the latest failure, the filter, then the
 * suggestions the filter keeps, a loading message while they load, or the empty-list message.
 */
export function SuggestionsBoard({
  suggestions,
  loading = false,
  error = null,
  filter,
  onFilterChange,
  filterHref,
  currentUserId = null,
  isAdmin = false,
  busyIds = [],
  onCreate,
  onVote,
  onComment,
  onSetStatus,
  onSignIn,
  controls,
  suggestionHref,
  renderDetails,
}: SuggestionsBoardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const formId = useId();
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const [formOpen, setFormOpen] = useState(false);
  const signedIn = Boolean(currentUserId);
  const shown = useMemo(
    () => applyFilter(suggestions, filter, currentUserId),
    [suggestions, filter, currentUserId],
  );

  const closeForm = () => {
    setFormOpen(false);
    // The form is going away with the focus inside it: give the focus back to its opener.
    newButtonRef.current?.focus();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ flex: '1 1 20rem' }}>
          <Typography id={titleId} variant="h4" component="h1" gutterBottom>
            {t('suggestions.title')}
          </Typography>
          <Typography color="text.secondary">{t('suggestions.subtitle')}</Typography>
        </Box>
        {signedIn && (
          <Button
            ref={newButtonRef}
            variant="contained"
            startIcon={<AddIcon />}
            aria-expanded={formOpen}
            aria-controls={formOpen ? formId : undefined}
            onClick={() => setFormOpen((open) => !open)}
          >
            {t('suggestions.new')}
          </Button>
        )}
      </Box>

      {!signedIn && (
        <Alert
          severity="info"
          // An invitation present from the start, not news: no live region.
          role="note"
          icon={<LightbulbOutlinedIcon />}
          action={
            onSignIn && (
              <Button
                color="inherit"
                size="small"
                // A link to the sign-in page too, which the browser follows without the app's code.
                {...linkButtonProps(LOGIN_PATH)}
                onClick={(event) => {
                  if (claimPress(event)) onSignIn();
                }}
              >
                {t('nav.login')}
              </Button>
            )
          }
        >
          {t('suggestions.signInToParticipate')}
        </Alert>
      )}

      {signedIn && (
        <Collapse in={formOpen} unmountOnExit>
          <Paper id={formId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <SuggestionForm
              autoFocus
              onCancel={closeForm}
              onSubmit={async (input) => {
                await onCreate?.(input);
                closeForm();
              }}
            />
          </Paper>
        </Collapse>
      )}

      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}

      <SuggestionFilter
        value={filter}
        onChange={onFilterChange}
        hrefOf={filterHref}
        signedIn={signedIn}
      />

      {controls}

      {loading ? (
        <LoadingList />
      ) : shown.length === 0 ? (
        <Typography
          role="status"
          color="text.secondary"
          sx={{
            py: 6,
            px: 2,
            textAlign: 'center',
            border: 1,
            borderColor: 'divider',
            borderStyle: 'dashed',
            borderRadius: 1,
          }}
        >
          {t('suggestions.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          // Safari drops the list role of a list without bullets unless it is given back explicitly.
          role="list"
          aria-labelledby={titleId}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          {shown.map((suggestion) => (
            <li key={suggestion.id}>
              <SuggestionCard
                suggestion={suggestion}
                currentUserId={currentUserId}
                isAdmin={isAdmin}
                busy={busyIds.includes(suggestion.id)}
                onVote={onVote}
                onComment={onComment}
                onSetStatus={onSetStatus}
                href={suggestionHref?.(suggestion)}
              >
                {renderDetails?.(suggestion)}
              </SuggestionCard>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
