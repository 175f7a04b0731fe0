import { useState, type ComponentType } from 'react';
import type { SiteSettings } from '@libatlas/contracts';

/** What every settings panel takes: the settings and the change callback. */
export interface SettingsPanelBaseProps {
  /** The settings being edited. */
  value: SiteSettings;
  /** Called with the whole settings after each change. */
  onChange: (next: SiteSettings) => void;
}

export interface StatefulSettingsPanelProps<P extends SettingsPanelBaseProps> {
  /** The controlled panel to show. */
  panel: ComponentType<P>;
  /** Its props; `value` is only the starting point. */
  props: P;
}

/**
 * For stories: shows a controlled settings panel the way its page does, keeping each change it
 * reports (so a chosen option stays chosen) and still passing it to the story's `onChange` spy.
 */
export function StatefulSettingsPanel<P extends SettingsPanelBaseProps>({
  panel: Panel,
  props,
}: StatefulSettingsPanelProps<P>) {
  const [value, setValue] = useState(props.value);
  const panelProps: P = {
    ...props,
    value,
    onChange: (next: SiteSettings) => {
      props.onChange(next);
      setValue(next);
    },
  };
  return <Panel {...panelProps} />;
}
