import type { LibraryProposalInput } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { ConfirmDialog, failureMessage, PageContainer, SuggestionCard } from '@libatlas/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import type { ParseKeys } from 'i18next';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { storedToken } from '../../api/fetcher';
import { useLibrary } from '../../api/libraries';
import { libraryEditsApi } from '../../api/libraryEdits';
import { suggestionsKey, useSuggestion, useSuggestionActions } from '../../api/suggestions';
import { PageLoading } from '../../layout/PageLoading';
import { withAllTexts } from '../../routing/withAllTexts';
import { useAuth } from '../../session/useAuth';
import { ProposalReview } from '../../suggestions/ProposalReview';
import { PageHead } from '../../head/PageHead';

const LibraryProposalEditor = lazy(() =>
  withAllTexts(import('../../libraries/LibraryProposalEditor')).then((module) => ({
    default: module.LibraryProposalEditor,
  })),
);

function BackToBoard() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <Button
      component={RouterLink}
      to={suggestionsKey}
      startIcon={
        <ArrowBackIcon sx={theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
      }
      sx={{ alignSelf: 'flex-start', marginInlineStart: -1 }}
    >
      {t('suggestionBoard.backToBoard')}
    </Button>
  );
}

/**
 * A suggestion's own page (`/suggestions/{id}`, linkable, drawn by the server on a first visit):
 * the suggestion with its comments shown, a proposed edit field by field (an admin's review while
 * it is pending), and for its author, while pending, Correct (the form again) and Withdraw.
 */
export function SuggestionPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const { user, sessionEnded } = useAuth();
  const actor = user ?? sessionEnded;
  const { data: suggestion, error, isLoading } = useSuggestion(id);
  const actions = useSuggestionActions();
  const proposal = suggestion?.proposal ?? null;
  const { data: library } = useLibrary(proposal?.libraryId ?? undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);

  if (isLoading) return <PageLoading />;
  if (error || !suggestion) {
    return (
      <PageContainer>
        {/* Drawn by the server, the page then answers 404, as an unknown library's does. */}
        <PageHead name={t('suggestionBoard.notFoundTitle')} notFound />
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <BackToBoard />
          <Typography variant="h4" component="h1">
            {t('suggestionBoard.notFoundTitle')}
          </Typography>
          <Typography color="text.secondary">{t('suggestionBoard.notFound')}</Typography>
        </Stack>
      </PageContainer>
    );
  }

  /** Runs a call; a failure is logged and shown in the banner, in the reader's language. */
  const attempt = async (key: ParseKeys, call: () => Promise<void>) => {
    if (storedToken() === null) {
      setFailure(t('auth.notAuthenticated'));
      throw new Error(t('auth.notAuthenticated'));
    }
    setBusy(true);
    try {
      await call();
      setFailure(null);
    } catch (failed) {
      console.error(t(key), failed);
      setFailure(failureMessage(failed, t(key)));
      throw failed;
    } finally {
      setBusy(false);
    }
  };

  const own = actor !== null && suggestion.userId === actor.id;
  const canChange = own && suggestion.status === 'pending';

  const correct = async (input: LibraryProposalInput) => {
    await libraryEditsApi.correct(suggestion.id, input);
    setCorrecting(false);
  };
  const withdraw = () =>
    attempt('libraryEdits.withdrawError', async () => {
      await libraryEditsApi.withdraw(suggestion.id);
      await actions.remove(suggestion.id);
      void navigate(suggestionsKey, { replace: true });
    }).catch(() => setWithdrawing(false));

  return (
    <PageContainer>
      <PageHead name={t('suggestionBoard.pageTitle')} />
      <Stack spacing={2}>
        <BackToBoard />
        <Typography variant="h4" component="h1">
          {t('suggestionBoard.pageTitle')}
        </Typography>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <SuggestionCard
          suggestion={suggestion}
          currentUserId={actor?.id ?? null}
          // A proposed edit is approved by applying it, in its review below.
          isAdmin={(actor?.isAdmin ?? false) && !proposal}
          busy={busy}
          commentsOpen
          onVote={(target) =>
            void attempt('suggestions.voteError', () => actions.vote(target)).catch(() => undefined)
          }
          onComment={(target, content) =>
            attempt('suggestions.commentError', () => actions.comment(target, content))
          }
          onSetStatus={(target, status) =>
            void attempt('suggestions.statusError', () => actions.setStatus(target, status)).catch(
              () => undefined,
            )
          }
        >
          {proposal && <ProposalReview suggestion={suggestion} />}
        </SuggestionCard>
        {canChange && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {proposal && library && (
              <Button
                variant="outlined"
                startIcon={<EditNoteOutlinedIcon />}
                onClick={() => setCorrecting(true)}
              >
                {t('libraryEdits.correct')}
              </Button>
            )}
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setWithdrawing(true)}
            >
              {t('libraryEdits.withdraw')}
            </Button>
          </Box>
        )}
      </Stack>
      {correcting && library && (
        <Suspense fallback={null}>
          <LibraryProposalEditor
            library={library}
            proposal={proposal}
            onClose={() => setCorrecting(false)}
            onSubmit={correct}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={withdrawing}
        title={t('libraryEdits.withdrawTitle')}
        message={t('libraryEdits.withdrawMessage')}
        confirmLabel={t('libraryEdits.withdraw')}
        destructive
        busy={busy}
        onConfirm={() => void withdraw()}
        onCancel={() => setWithdrawing(false)}
      />
    </PageContainer>
  );
}
