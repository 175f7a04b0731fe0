import { localized, useLanguage, useTranslation } from '@libatlas/i18n';
import { AppLayout } from '@libatlas/ui';
import Box from '@mui/material/Box';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useSettings } from '../settings/useSettings';
import type { LibraryEditorTarget } from '../libraries/LibraryEditor';
import { ScrollRestoration } from '../routing/ScrollRestoration';
import { withAllTexts } from '../routing/withAllTexts';
import { useAuth } from '../session/useAuth';
import { useRenderContext } from '../ssr/RenderContext';
import { MarkReady } from './MarkReady';
import { PageArriving } from './PageArriving';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ShellContext, type ShellContextValue } from './ShellContext';

// The form, its map picker and its upload load only when an admin opens it.
const LibraryEditor = lazy(() =>
  withAllTexts(import('../libraries/LibraryEditor')).then((module) => ({
    default: module.LibraryEditor,
  })),
);

// The login modal (its fields and the sign-up checks) loads when it first opens: most visits
// never sign in.
const LoginDialog = lazy(() =>
  withAllTexts(import('@libatlas/ui/LoginDialog/index.ts')).then((module) => ({
    default: module.LoginDialog,
  })),
);

// A signed-in user's menu (the avatar and its links): a visitor never loads it. It starts loading
// when the login modal opens, so that it is there when the sign-in succeeds.
const loadUserMenu = () => import('@libatlas/ui/UserMenu/index.ts');
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));

// A signed-in user's bell: a visitor never loads it. Not withAllTexts: its only texts (nav.*) are
// bundled, and the bell should not wait for the whole catalog.
const HeaderNotificationBell = lazy(() =>
  import('./HeaderNotificationBell').then((module) => ({
    default: module.HeaderNotificationBell,
  })),
);

/**
 * Header and footer around every page (spec §2), the login modal, the library form an admin opens
 * from any card, the signed-in user's controls in the header (with the notifications' bell), the
 * scroll position (a new page opens at its top, Back and Forward return to where the reader was)
 * and the error screen of a page that fails. A page whose code is still arriving keeps the
 * previous one on screen; on a first visit the header and footer show at once.
 */
export function AppShell() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { settings } = useSettings();
  const { user, login, signUp, logout, sessionEnded, dismissSessionEnded } = useAuth();
  // A page drawn by the server shows the year it was drawn in, in the server's markup and in the
  // hydration alike (a page drawn on 31 December may be read on 1 January): the year in UTC, as the
  // server counts it, whatever the browser's time zone.
  const { renderedAt } = useRenderContext();
  const [year] = useState(() => new Date(renderedAt ?? Date.now()).getUTCFullYear());
  const [loginOpen, setLoginOpen] = useState(false);
  const [editing, setEditing] = useState<LibraryEditorTarget | null>(null);
  // The control that opened the login modal, and the menu button that replaces Login once the user
  // is signed in: focus goes back to the first if it is still there, else to the second.
  const opener = useRef<HTMLElement | null>(null);
  const menuButton = useRef<HTMLButtonElement | null>(null);
  // The menu button is to get the focus but its code has not arrived yet: it takes it on arrival.
  const focusMenuOnArrival = useRef(false);
  const menuButtonRef = useCallback((button: HTMLButtonElement | null) => {
    menuButton.current = button;
    if (button && focusMenuOnArrival.current) {
      focusMenuOnArrival.current = false;
      button.focus();
    }
  }, []);
  const signingIn = useRef(false);
  const loginShown = (loginOpen || sessionEnded !== null) && !user;
  // Once loaded, the modal stays mounted, so that closing it plays its exit and keeps its fields.
  const [loginMounted, setLoginMounted] = useState(false);
  if (loginShown && !loginMounted) setLoginMounted(true);

  const shell = useMemo<ShellContextValue>(
    () => ({
      openLogin: () => {
        opener.current = document.activeElement as HTMLElement | null;
        setLoginOpen(true);
        void loadUserMenu().catch(() => undefined);
      },
      addLibrary: () => setEditing({ mode: 'add' }),
      editLibrary: (library) => setEditing({ mode: 'edit', id: library.id }),
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
      if (back?.isConnected) back.focus();
      else if (menuButton.current) menuButton.current.focus();
      else focusMenuOnArrival.current = true;
    });
    return () => cancelAnimationFrame(frame);
  }, [signedIn]);

  return (
    <ShellContext.Provider value={shell}>
      <AppLayout
        ownerName={localized(settings.ownerName, language)}
        year={year}
        onLogin={shell.openLogin}
        actions={
          user ? (
            <>
              <Suspense fallback={null}>
                <HeaderNotificationBell />
              </Suspense>
              {/* The avatar's place is held while the menu's code arrives. */}
              <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
                <UserMenu user={user} onSignOut={() => void logout()} buttonRef={menuButtonRef} />
              </Suspense>
            </>
          ) : undefined
        }
      >
        <RouteErrorBoundary>
          <Suspense fallback={<PageArriving />}>
            <ScrollRestoration />
            <MarkReady />
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
        {loginMounted && (
          <Suspense fallback={null}>
            <LoginDialog
              // A session that ended under the user's feet asks them to sign in again where they are.
              open={loginShown}
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
          </Suspense>
        )}
        {editing && user?.isAdmin && (
          <Suspense fallback={null}>
            <LibraryEditor target={editing} onClose={() => setEditing(null)} />
          </Suspense>
        )}
      </AppLayout>
    </ShellContext.Provider>
  );
}
