import { Component, type ErrorInfo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from '@libatlas/i18n';

export interface UsersTableErrorBoundaryProps {
  /** The users table (or anything else that may crash while rendering). */
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** What the boundary shows in place of the crashed table. */
function CrashNotice({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      <AlertTitle>{t('errors.somethingWentWrong')}</AlertTitle>
      {error.message}
    </Alert>
  );
}

/**
 * - **Use it** around `UsersTable`, so a crash of the grid leaves the console usable.
 * - **Don't use it** around other content: a route's own error screen covers the rest of the app.
 *
 * Catches a crash of the users list (spec §8: 'Something went wrong' with the error message), so
 * the rest of the console keeps working. Try Again renders the table anew.
 */
export class UsersTableErrorBoundary extends Component<UsersTableErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The users table crashed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error) {
      return <CrashNotice error={error} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
