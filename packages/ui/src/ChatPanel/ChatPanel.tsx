import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { keyframes } from '@emotion/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import SendIcon from '@mui/icons-material/Send';
import { Link as RouterLink } from 'react-router-dom';
import type { ChatMessage } from '@libatlas/contracts';
import { useLanguage, useTranslation, type Language } from '@libatlas/i18n';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { NewTabHint } from '../shared/NewTabHint.tsx';
import { messageParts } from './messageParts.ts';

export interface ChatPanelProps {
  /** The conversation so far, oldest first; the welcome message is not part of it. */
  messages: readonly ChatMessage[];
  /** An answer is awaited: the typing indicator closes the list. Typing and sending stay possible. */
  pending: boolean;
  /**
   * The answer as much of it as has arrived, shown in its own bubble in place of the typing
   * indicator while `pending`; null (or empty) before its first words.
   */
  streamingAnswer?: string | null;
  /** The latest failure's message, translated by the page, shown under the list; nothing when null. */
  error?: string | null;
  /** Called with the trimmed question when the user sends a non-blank one. */
  onSend: (text: string) => void;
}

/** The height of the message list (spec §2 Ask Library: the chat panel is 270px high). */
export const CHAT_LIST_HEIGHT = 270;

/** The longest question the API accepts (contracts: a chat message's content). */
const MAX_LENGTH = 2000;

// Latin digits in Arabic too, as the other dates of the site (i18n format.ts).
const TIME_LOCALE: Record<Language, string> = { en: 'en-US', ar: 'ar-u-nu-latn' };

type Timestamp = ChatMessage['timestamp'] | Date;

function toDate(timestamp: Timestamp): Date | null {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A message's time of day in the language's short style; empty text when the timestamp is invalid. */
export function formatChatTime(timestamp: Timestamp, language: Language): string {
  const date = toDate(timestamp);
  return date
    ? new Intl.DateTimeFormat(TIME_LOCALE[language], { timeStyle: 'short' }).format(date)
    : '';
}

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`;

/**
 * An assistant's message: its links to a library's page open that page in the app, its web links
 * open in a new tab; other addresses stay text (messageParts), and nothing is read as HTML.
 */
function AssistantText({ text }: { text: string }) {
  return messageParts(text).map((part, index) => {
    if (part.kind === 'text') return part.text;
    if (part.kind === 'strong') return <strong key={index}>{part.text}</strong>;
    return part.external ? (
      <Link key={index} href={part.href} target="_blank" rel="noopener noreferrer">
        {part.text}
        <NewTabHint />
      </Link>
    ) : (
      <Link key={index} component={RouterLink} to={part.href}>
        {part.text}
      </Link>
    );
  });
}

/** The end of an answer still being written. */
function WritingCaret() {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: '0.5em',
        height: '1em',
        marginInlineStart: '2px',
        verticalAlign: 'text-bottom',
        bgcolor: 'text.secondary',
        animation: `${blink} 1s steps(1) infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 },
      }}
    />
  );
}

interface BubbleProps {
  /** Who wrote it: the user's bubbles sit at the inline end, the assistant's at the inline start. */
  author: ChatMessage['role'];
  /** When it was written; the welcome message has none. */
  timestamp?: ChatMessage['timestamp'];
  children: ReactNode;
}

function Bubble({ author, timestamp, children }: BubbleProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const mine = author === 'user';
  const date = timestamp === undefined ? null : toDate(timestamp);
  return (
    <Box
      sx={{
        // Cross-axis alignment of a column follows the inline direction, so RTL mirrors it.
        alignSelf: mine ? 'flex-end' : 'flex-start',
        alignItems: mine ? 'flex-end' : 'flex-start',
        display: 'flex',
        flexDirection: 'column',
        maxWidth: '80%',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {t(mine ? 'askLib.you' : 'askLib.assistant')}
      </Box>
      <Typography
        component="div"
        // A message may be in either language, whatever the interface's.
        dir="auto"
        data-author={author}
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 2,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          ...(mine
            ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
            : { bgcolor: 'action.hover', color: 'text.primary' }),
        }}
      >
        {children}
      </Typography>
      {date && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="time"
          dateTime={date.toISOString()}
          sx={{ mt: 0.25, px: 0.5 }}
        >
          {formatChatTime(date, language)}
        </Typography>
      )}
    </Box>
  );
}

function TypingIndicator() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        alignSelf: 'flex-start',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: 'action.hover',
      }}
    >
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', gap: 0.5 }}>
        {[0, 1, 2].map((index) => (
          <Box
            key={index}
            component="span"
            sx={{
              width: 6,
              height: 6,
              borderRadius: '50%',
              bgcolor: 'text.secondary',
              animation: `${blink} 1.4s ease-in-out ${index * 0.2}s infinite`,
              // Still dots when motion is unwelcome (and in the screenshots, which ask for that).
              '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 },
            }}
          />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('askLib.thinking')}
      </Typography>
    </Box>
  );
}

/**
 * - **Use it** for the Ask Library conversation, inside `AskLibraryView`.
 * - **Don't use it** for comments or other threads: the suggestion card has its own comments.
 *
 * The Ask Library conversation (spec §2): a 270px scrolling log opened by the assistant's welcome,
 * the user's bubbles at the inline end and the assistant's at the inline start, each with its time,
 * a typing indicator while an answer is awaited, then the answer as it arrives, the latest
 * failure, and the question box (Enter sends, Shift+Enter starts a new line, a blank question is
 * ignored). Answers link the library pages they cite. The list follows the newest message. The box stays usable while an answer is awaited: the page cancels the earlier request
 * when a new one is sent (spec §4 Chat).
 */
export function ChatPanel({
  messages,
  pending,
  streamingAnswer = null,
  error = null,
  onSend,
}: ChatPanelProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const blank = draft.trim() === '';
  const streaming = pending && Boolean(streamingAnswer);

  // Whether the log follows its newest message: it does until the reader scrolls back.
  const followsEnd = useRef(true);

  // Before paint, so the newest message is what the user first sees, without a visible jump.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    followsEnd.current = true;
    log.scrollTop = log.scrollHeight;
  }, [messages, pending, streaming]);

  // Messages can still grow after they are shown (a web font arriving re-wraps the text): stay at
  // the end while following it.
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const onScroll = () => {
      followsEnd.current = log.scrollHeight - log.scrollTop - log.clientHeight < 4;
    };
    const observer = new ResizeObserver(() => {
      if (followsEnd.current) log.scrollTop = log.scrollHeight;
    });
    for (const child of Array.from(log.children)) observer.observe(child);
    log.addEventListener('scroll', onScroll);
    return () => {
      observer.disconnect();
      log.removeEventListener('scroll', onScroll);
    };
  }, [messages, pending, streaming]);

  const send = () => {
    const text = draft.trim();
    if (!text) return;
    onSend(text);
    setDraft('');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter while an input method is composing confirms the composition, not the question.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t('askLib.conversation')}
        // While an answer is being written, assistive technology reads it once it is complete.
        aria-busy={streaming}
        // Scrollable, so keyboard users can reach it to scroll back.
        tabIndex={0}
        sx={{
          height: CHAT_LIST_HEIGHT,
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      >
        <Bubble author="assistant">{t('askLib.welcome')}</Bubble>
        {messages.map((message, index) => (
          <Bubble
            key={`${index}-${message.timestamp}`}
            author={message.role}
            timestamp={message.timestamp}
          >
            {message.role === 'assistant' ? (
              <AssistantText text={message.content} />
            ) : (
              message.content
            )}
          </Bubble>
        ))}
        {streaming && (
          <Bubble author="assistant">
            <AssistantText text={streamingAnswer ?? ''} />
            <WritingCaret />
          </Bubble>
        )}
        {pending && !streaming && <TypingIndicator />}
      </Box>

      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}

      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}
      >
        <TextField
          label={t('askLib.inputLabel')}
          placeholder={t('askLib.inputPlaceholder')}
          helperText={t('askLib.inputHint')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={keyDown}
          multiline
          maxRows={4}
          fullWidth
          slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={blank}
          endIcon={
            <SendIcon sx={theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
          }
          sx={{ minHeight: 56, flexShrink: 0 }}
        >
          {t('askLib.send')}
        </Button>
      </Box>
    </Box>
  );
}
