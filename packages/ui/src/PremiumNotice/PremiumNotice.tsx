import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { useTranslation } from '@libatlas/i18n';

/**
 * Where 'Upgrade to Premium' leads. The spec names the button but no upgrade flow, so by default
 * it writes to a contact (an email link with the subject filled in); a page that has a flow of its
 * own passes `onUpgrade` instead.
 */
export type PremiumNoticeProps =
  | {
      /** The address the upgrade request is written to (for example the main admin's). */
      contactEmail: string;
      onUpgrade?: never;
    }
  | {
      /** Starts the upgrade flow the page provides. */
      onUpgrade: () => void;
      contactEmail?: never;
    };

/** The `mailto:` link of an upgrade request, with the subject in the active language. */
export function upgradeMailto(contactEmail: string, subject: string): string {
  return `mailto:${contactEmail}?subject=${encodeURIComponent(subject)}`;
}

/**
 * - **Use it** as the Ask Library page's body for users who are neither admin nor premium.
 * - **Don't use it** for admin-only pages: use `AccessDenied`.
 *
 * The Ask Library page's body for users who are neither admin nor premium (spec §2, §6): the
 * premium-feature notice and its 'Upgrade to Premium' button.
 */
export function PremiumNotice(props: PremiumNoticeProps) {
  const { t } = useTranslation();
  const action =
    props.onUpgrade !== undefined
      ? { onClick: props.onUpgrade }
      : { href: upgradeMailto(props.contactEmail, t('askLib.upgradeSubject')) };
  return (
    <Paper
      variant="outlined"
      sx={{
        maxWidth: 560,
        mx: 'auto',
        p: { xs: 3, sm: 5 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        textAlign: 'center',
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          p: 1.5,
          borderRadius: '50%',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        <WorkspacePremiumOutlinedIcon fontSize="large" />
      </Box>
      <Typography variant="h4" component="h1">
        {t('askLib.premiumTitle')}
      </Typography>
      <Typography color="text.secondary">{t('askLib.premiumDescription')}</Typography>
      <Button
        variant="contained"
        size="large"
        startIcon={<WorkspacePremiumOutlinedIcon />}
        {...action}
      >
        {t('askLib.upgrade')}
      </Button>
    </Paper>
  );
}
