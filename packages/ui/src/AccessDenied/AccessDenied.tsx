import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from '@libatlas/i18n';

export interface AccessDeniedProps {
  /** Why; 'You need admin privileges to access this page.' by default. */
  message?: string;
  /** A way out, such as back to the console (spec §2 `/users/{id}/edit`); none by default. */
  back?: { label: string; href: string };
}

/**
 * - **Use it** in place of a page the user's role does not open, where the route does not redirect.
 * - **Don't use it** for signed-out visitors on a sign-in-only page: those routes redirect to Home.
 *
 * What a user sees on a page their role does not open (spec §2 Customise Website, User screens):
 * 'Access Denied', the reason, and optionally a button back.
 */
export function AccessDenied({ message, back }: AccessDeniedProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <Paper sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <LockOutlinedIcon sx={{ fontSize: 56, color: 'error.main' }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {t('errors.accessDenied')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {message ?? t('errors.adminRequired')}
      </Typography>
      {back && (
        <Button
          variant="contained"
          component={RouterLink}
          to={back.href}
          sx={{ mt: 3 }}
          startIcon={
            // Back points to the start of the line: the right in Arabic.
            <ArrowBackIcon
              sx={theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined}
            />
          }
        >
          {back.label}
        </Button>
      )}
    </Paper>
  );
}
