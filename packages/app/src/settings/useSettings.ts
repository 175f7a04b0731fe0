import { useContext } from 'react';
import type { SettingsAnswer } from '../api/settings';
import { SettingsContext } from './SettingsContext';

/** The site settings (design §5) and whether they are still loading; throws outside its provider. */
export function useSettings(): SettingsAnswer {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used within a SettingsProvider');
  return value;
}
