import { createContext } from 'react';
import type { SettingsAnswer } from '../api/settings';

/** The site settings, asked once for the whole app (SettingsProvider). */
export const SettingsContext = createContext<SettingsAnswer | null>(null);
