import { useMemo, type ReactNode } from 'react';
import { useSettingsAnswer } from '../api/settings';
import { SettingsContext } from './SettingsContext';

/**
 * Asks for the site settings once, for every part of the site below. One subscription, not one per
 * reader: a page the server drew is hydrated after the shell (its own Suspense pass), and SWR gives
 * a reader that mounts after another one of the same key a snapshot other than the server's, which
 * made React draw the whole page again, synchronously, right after its hydration.
 */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const { settings, isLoading } = useSettingsAnswer();
  const value = useMemo(() => ({ settings, isLoading }), [settings, isLoading]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
