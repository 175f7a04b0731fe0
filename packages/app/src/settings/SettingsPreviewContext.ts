import { createContext } from 'react';
import type { SiteSettings } from '@libatlas/contracts';

/** The Customise page's unsaved settings, shown on the whole site while the admin edits them. */
export interface SettingsPreviewValue {
  preview: SiteSettings | null;
  setPreview: (settings: SiteSettings | null) => void;
}

export const SettingsPreviewContext = createContext<SettingsPreviewValue | null>(null);
