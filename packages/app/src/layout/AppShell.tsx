import { localized, useLanguage, useTranslation } from '@libatlas/i18n';
import { AppLayout, LoginDialog, NotificationBell, UserMenu } from '@libatlas/ui';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useNotifications } from '../api/notifications';
import { useSettings } from '../api/settings';
import type { LibraryEditorTarget } from '../libraries/LibraryEditor';
import { useAuth } from '../session/useAuth';
import { ShellContext, type ShellContextValue } from './ShellContext';

// The form, its map picker and its upload load only when an admin opens it.
const LibraryEditor = lazy(() =>
  import('../libraries/LibraryEditor').then((module) => ({ default: module.LibraryEditor })),
);

/**
 * Header and footer around every page (spec §2), the login modal, the library form an admin opens
 * from any card, the signed-in user's controls in the header (with the notifications' bell), and
 * the scroll position: a new page
 * opens at its top, Back and Forward return to where the reader was.
 */
export function AppShell() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { settings } = useSettings();
  const { user, login, signUp, logout, sessionEnded, dismissSessionEnded } = useAuth();
  const { data: notifications } = useNotifications(user !== null);
  const [loginOpen, setLoginOpen] = useState(false);
  const [editing, setEditing] = useState<LibraryEditorTarget | null>(null);
  // The control that opened the login modal, and the menu button that replaces Login once the user
  // is signed in: focus goes back to the first if it is still there, else to the second.
  const opener = useRef<HTMLElement | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const signingIn = useRef(false);

  const shell = useMemo<ShellContextValue>(
    () => ({
      openLogin: () => {
        opener.current = document.activeElement as HTMLElement | null;
        setLoginOpen(true);
      },
      addLibrary: () => setEditing({ mode: 'add' }),
      editLibrary: (library) => setEditing({ mode: 'edit', library }),
    }),
    [],
  );

  // A session that ended asks to sign in again over the page: the focus goes back to where the
  // user was (the comment they were typing, say).
  useEffect(() => {
    if (sessionEnded) opener.current = document.activeElement as HTMLElement | null;
  }, [sessionEnded]);

  // The profile arrives just after the sign-in (a second change of `user`): follow only the
  // moment the user becomes signed in.
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn || !signingIn.current) return;
    signingIn.current = false;
    // Once the modal has let the focus go: back to the control that opened it, or where that is
    // gone (the Login button the menu replaced), to the menu button.
    const frame = requestAnimationFrame(() => {
      const back = opener.current;
      opener.current = null;
      (back?.isConnected ? back : menuButton.current)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [signedIn]);

  return (
    <ShellContext.Provider value={shell}>
      <AppLayout
        ownerName={localized(settings.ownerName, language)}
        onLogin={shell.openLogin}
        actions={
          user ? (
            <>
              <NotificationBell unread={notifications?.unread ?? 0} />
              <UserMenu user={user} onSignOut={() => void logout()} buttonRef={menuButton} />
            </>
          ) : undefined
        }
      >
        <ScrollRestoration />
        <Outlet />
        <LoginDialog
          // A session that ended under the user's feet asks them to sign in again where they are.
          open={(loginOpen || sessionEnded !== null) && !user}
          notice={sessionEnded ? t('auth.sessionEnded') : null}
          onClose={() => {
            setLoginOpen(false);
            dismissSessionEnded();
            if (!signingIn.current) opener.current = null;
          }}
          onLogin={async (credentials) => {
            signingIn.current = true;
            try {
              await login(credentials);
            } catch (error) {
              signingIn.current = false;
              throw error;
            }
          }}
          onSignUp={async (account) => {
            signingIn.current = true;
            try {
              await signUp(account);
            } catch (error) {
              signingIn.current = false;
              throw error;
            }
          }}
        />
        {editing && user?.isAdmin && (
          <Suspense fallback={null}>
            <LibraryEditor target={editing} onClose={() => setEditing(null)} />
          </Suspense>
        )}
      </AppLayout>
    </ShellContext.Provider>
  );
}
