import { useContext } from 'react';
import { SettingsPreviewContext, type SettingsPreviewValue } from './SettingsPreviewContext';

/** The live preview of the Customise page; throws outside its provider. */
export function useSettingsPreview(): SettingsPreviewValue {
  const value = useContext(SettingsPreviewContext);
  if (!value) throw new Error('useSettingsPreview must be used within a SettingsPreviewProvider');
  return value;
}
