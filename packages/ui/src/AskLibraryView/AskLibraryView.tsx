import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { useTranslation } from '@libatlas/i18n';
import { ChatPanel, type ChatPanelProps } from '../ChatPanel/index.ts';

/** The conversation, its waiting state, its latest failure and the send callback, as for the panel. */
export interface AskLibraryViewProps extends ChatPanelProps {
  /** The maintenance banner's text as the operator set it; the catalog's own text when absent. */
  notice?: string | null;
}

/**
 * - **Use it** as the Ask Library page's body for admin and premium users.
 * - **Don't use it** for other users: show `PremiumNotice`.
 *
 * The Ask Library page's body for admins and premium users (spec §2): the title, the description,
 * the maintenance banner (always shown: the service is presented as under maintenance, spec §1; its
 * text may be the operator's), then the chat panel opened by the assistant's welcome.
 */
export function AskLibraryView({ notice = null, ...panel }: AskLibraryViewProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('askLib.title')}
        </Typography>
        <Typography color="text.secondary">{t('askLib.description')}</Typography>
      </Box>
      <Alert
        severity="warning"
        // Part of the page from the start, not news: no live region.
        role="note"
        icon={<ConstructionOutlinedIcon />}
      >
        {notice || t('askLib.maintenance')}
      </Alert>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ChatPanel {...panel} />
      </Paper>
    </Box>
  );
}
