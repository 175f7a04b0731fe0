import { AppLayout, LoginDialog, UserMenu } from '@libatlas/ui';
import { useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useSettings } from '../api/settings';
import { useAuth } from '../session/useAuth';
import type { ShellContext } from './ShellContext';

/**
 * Header and footer around every page (spec §2), the login modal, and the signed-in user's
 * controls in the header.
 */
export function AppShell() {
  const { settings } = useSettings();
  const { user, login, signUp, logout } = useAuth();
  const [loginOpen, setLoginOpen] = useState(false);
  const shell = useMemo<ShellContext>(() => ({ openLogin: () => setLoginOpen(true) }), []);

  return (
    <AppLayout
      ownerName={settings.ownerName}
      onLogin={shell.openLogin}
      actions={user ? <UserMenu user={user} onSignOut={() => void logout()} /> : undefined}
    >
      <Outlet context={shell} />
      <LoginDialog
        open={loginOpen && !user}
        onClose={() => setLoginOpen(false)}
        onLogin={login}
        onSignUp={signUp}
      />
    </AppLayout>
  );
}
