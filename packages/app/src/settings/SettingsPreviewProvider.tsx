import { useMemo, useState, type ReactNode } from 'react';
import type { SiteSettings } from '@libatlas/contracts';
import { SettingsPreviewContext } from './SettingsPreviewContext';

/** Holds the Customise page's live preview above the theme, so every part of the site shows it. */
export function SettingsPreviewProvider({ children }: { children: ReactNode }) {
  const [preview, setPreview] = useState<SiteSettings | null>(null);
  const value = useMemo(() => ({ preview, setPreview }), [preview]);
  return (
    <SettingsPreviewContext.Provider value={value}>{children}</SettingsPreviewContext.Provider>
  );
}
