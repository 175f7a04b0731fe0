import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import DoneIcon from '@mui/icons-material/Done';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import {
  commentCreateSchema,
  type Comment,
  type Suggestion,
  type SuggestionStatus,
  type SuggestionStatusUpdate,
} from '@libatlas/contracts';
import { formatLocaleDate, formatNumber, useLanguage, useTranslation } from '@libatlas/i18n';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { localizedText } from '../LibraryCard/index.ts';

export interface SuggestionCardProps {
  /** The suggestion shown. */
  suggestion: Suggestion;
  /** The signed-in user's id; absent or null for a visitor, who can read but not vote or comment. */
  currentUserId?: string | null;
  /** Whether approve and reject are offered (admins only, and only while the suggestion is pending). */
  isAdmin?: boolean;
  /** An action on this suggestion is in flight: its vote and status buttons ignore presses meanwhile. */
  busy?: boolean;
  /** Called with the suggestion's id when the vote button is pressed (it votes or removes the vote). */
  onVote?: (id: string) => void;
  /** Sends a comment (trimmed, never blank); the input is cleared once the promise resolves. */
  onComment?: (id: string, content: string) => Promise<void>;
  /** Called with the suggestion's id and the new status when an admin approves or rejects it. */
  onSetStatus?: (id: string, status: SuggestionStatusUpdate['status']) => void;
  /** The suggestion's own page: given, the card links to it. */
  href?: string;
  /** Shown below the content: a proposed edit's changes, say. */
  children?: ReactNode;
  /** Whether the comments start shown (the suggestion's own page); hidden by default. */
  commentsOpen?: boolean;
}

const STATUS_STYLE = {
  pending: { color: 'warning', Icon: HourglassEmptyIcon },
  approved: { color: 'success', Icon: CheckCircleOutlineIcon },
  rejected: { color: 'error', Icon: CancelOutlinedIcon },
} as const;

const COMMENT_MAX_LENGTH = commentCreateSchema.shape.content.maxLength ?? undefined;

/**
 * The status as a badge: its own colour and icon, and its name in words, so it does not rest on
 * colour alone. The text keeps the body colour, which stays legible on every scheme.
 */
function StatusBadge({ status }: { status: SuggestionStatus }) {
  const { t } = useTranslation();
  const { color, Icon } = STATUS_STYLE[status];
  return (
    <Box
      component="span"
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.25,
        borderRadius: 4,
        border: 1,
        borderColor: theme.palette[color].main,
        bgcolor: theme.alpha(theme.palette[color].main, 0.12),
        typography: 'body2',
        fontWeight: 500,
      })}
    >
      <Icon aria-hidden sx={{ fontSize: 18, color: `${color}.main` }} />
      <Box component="span" sx={visuallyHidden}>
        {t('suggestions.statusLabel')}{' '}
      </Box>
      <span>{t(`suggestions.status.${status}`)}</span>
    </Box>
  );
}

function CommentItem({ comment }: { comment: Comment }) {
  const { language } = useLanguage();
  return (
    <Box component="li" sx={{ py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Typography
        variant="body2"
        dir="auto"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {comment.content}
      </Typography>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}
      >
        {comment.userName && (
          <Box component="span" dir="auto" sx={{ fontWeight: 500 }}>
            {comment.userName}
          </Box>
        )}
        <time dateTime={comment.createdAt}>{formatLocaleDate(comment.createdAt, language)}</time>
      </Typography>
    </Box>
  );
}

/**
 * - **Use it** for one suggestion, inside `SuggestionsBoard`.
 * - **Don't use it** for a new suggestion being written: use `SuggestionForm`.
 *
 * One suggestion of the Suggestions page (spec §2): its content in the active language (or the
 * other one when the active one is empty), type, author, date and status; a vote button with the
 * count for signed-in users, pressed once they have voted (visitors see the count); a comment
 * toggle with the count revealing the comments and, for signed-in users, an input sent with Enter;
 * approve and reject for admins while the suggestion is pending.
 */
export function SuggestionCard({
  suggestion,
  currentUserId = null,
  isAdmin = false,
  busy = false,
  onVote,
  onComment,
  onSetStatus,
  href,
  children,
  commentsOpen: commentsInitiallyOpen = false,
}: SuggestionCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const contentId = useId();
  const commentsId = useId();
  const [commentsOpen, setCommentsOpen] = useState(commentsInitiallyOpen);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);

  const signedIn = Boolean(currentUserId);
  const voted = signedIn && suggestion.votes.includes(currentUserId ?? '');
  const voteCount = suggestion.votes.length;
  const commentCount = suggestion.comments.length;
  const content = localizedText(suggestion.content, language);
  const canReview = isAdmin && suggestion.status === 'pending';

  const sendComment = async () => {
    // Blank and whitespace-only comments are ignored (spec §5), as is Enter while one is sending.
    const parsed = commentCreateSchema.safeParse({ content: draft });
    if (sending || !parsed.success || !onComment) return;
    setSending(true);
    try {
      await onComment(suggestion.id, parsed.data.content);
      setDraft('');
    } catch {
      // The page reports the failure in its error banner; the text stays so it can be sent again.
    } finally {
      setSending(false);
    }
  };

  const onCommentKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that confirms an input method's composition (Arabic, CJK) is not a send.
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void sendComment();
    }
  };

  return (
    <Card
      component="article"
      aria-busy={busy || undefined}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pb: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography
            component="span"
            variant="overline"
            color="text.secondary"
            sx={{ lineHeight: 1.5 }}
          >
            <Box component="span" sx={visuallyHidden}>
              {t('suggestions.typeLabel')}{' '}
            </Box>
            <span>{t(`suggestions.type.${suggestion.type}`)}</span>
          </Typography>
          <Box sx={{ marginInlineStart: 'auto' }}>
            <StatusBadge status={suggestion.status} />
          </Box>
        </Box>
        <Typography
          id={contentId}
          lang={content.lang}
          dir={content.lang ? 'auto' : undefined}
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {content.text}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}
        >
          {suggestion.userName && (
            <span>{t('suggestions.byAuthor', { name: suggestion.userName })}</span>
          )}
          <time dateTime={suggestion.createdAt}>
            {t('suggestions.createdOn', {
              date: formatLocaleDate(suggestion.createdAt, language),
            })}
          </time>
          {href && (
            <Link component={RouterLink} to={href} aria-describedby={contentId}>
              {t('suggestionBoard.permalink')}
            </Link>
          )}
        </Typography>
        {children}
      </CardContent>
      <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2, pt: 0 }}>
        {signedIn ? (
          <Button
            size="small"
            variant={voted ? 'contained' : 'outlined'}
            aria-pressed={voted}
            aria-disabled={busy || undefined}
            aria-describedby={contentId}
            startIcon={voted ? <ThumbUpIcon /> : <ThumbUpOutlinedIcon />}
            onClick={() => {
              if (!busy) onVote?.(suggestion.id);
            }}
          >
            {t('suggestions.vote')}{' '}
            <Box component="span" sx={{ marginInlineStart: 0.75, fontWeight: 700 }}>
              {formatNumber(voteCount, language)}
            </Box>
          </Button>
        ) : (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, px: 1 }}
          >
            <ThumbUpOutlinedIcon aria-hidden fontSize="small" />
            {t('suggestions.votes', { count: voteCount })}
          </Typography>
        )}
        <Button
          size="small"
          aria-expanded={commentsOpen}
          aria-controls={commentsId}
          startIcon={<ChatBubbleOutlineIcon />}
          onClick={() => setCommentsOpen((open) => !open)}
        >
          {t('suggestions.comments', { count: commentCount })}
        </Button>
        {canReview && (
          <Box sx={{ display: 'flex', gap: 1, marginInlineStart: 'auto' }}>
            <Button
              size="small"
              variant="outlined"
              color="success"
              startIcon={<DoneIcon />}
              aria-describedby={contentId}
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onSetStatus?.(suggestion.id, 'approved');
              }}
            >
              {t('suggestions.approve')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              startIcon={<CloseIcon />}
              aria-describedby={contentId}
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onSetStatus?.(suggestion.id, 'rejected');
              }}
            >
              {t('suggestions.reject')}
            </Button>
          </Box>
        )}
      </CardActions>
      <Collapse in={commentsOpen} id={commentsId}>
        <Divider />
        <Box sx={{ px: 2, pt: 1, pb: 2 }}>
          {commentCount === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
              {t('suggestions.noComments')}
            </Typography>
          ) : (
            <Box component="ul" role="list" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {suggestion.comments.map((comment) => (
                <CommentItem key={comment.id} comment={comment} />
              ))}
            </Box>
          )}
          {signedIn && (
            <TextField
              fullWidth
              size="small"
              label={t('suggestions.commentLabel')}
              placeholder={t('suggestions.commentPlaceholder')}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              slotProps={{
                htmlInput: {
                  maxLength: COMMENT_MAX_LENGTH,
                  enterKeyHint: 'send',
                  onKeyDown: onCommentKeyDown,
                  'aria-describedby': contentId,
                },
              }}
              sx={{ mt: 1 }}
            />
          )}
        </Box>
      </Collapse>
    </Card>
  );
}
