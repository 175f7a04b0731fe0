import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  CONTENT_WIDTHS,
  NAVIGATION_STYLES,
  type ContentWidth,
  type NavigationStyle,
  type SiteSettings,
} from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { SettingsFieldset } from '../CustomizePanel/SettingsFieldset.tsx';

export interface LayoutSettingsPanelProps {
  /** The settings being edited. */
  value: SiteSettings;
  /** Called with the whole settings after each change; the page previews them at once. */
  onChange: (next: SiteSettings) => void;
}

/**
 * Customise → Layout (spec §2): the navigation style (Top, Side, Minimal), which the header
 * follows, and the content width (Full Width, Contained), which page content follows.
 */
export function LayoutSettingsPanel({ value, onChange }: LayoutSettingsPanelProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={4}>
      <SettingsFieldset legend={t('customize.navigationStyle')}>
        <RadioGroup
          row
          name="navigationStyle"
          value={value.navigationStyle}
          onChange={(_, style) => onChange({ ...value, navigationStyle: style as NavigationStyle })}
        >
          {NAVIGATION_STYLES.map((style) => (
            <FormControlLabel
              key={style}
              value={style}
              control={<Radio />}
              label={t(`customize.navigationStyles.${style}`)}
            />
          ))}
        </RadioGroup>
      </SettingsFieldset>
      <SettingsFieldset legend={t('customize.contentWidth')}>
        <RadioGroup
          row
          name="contentWidth"
          value={value.contentWidth}
          onChange={(_, width) => onChange({ ...value, contentWidth: width as ContentWidth })}
        >
          {CONTENT_WIDTHS.map((width) => (
            <FormControlLabel
              key={width}
              value={width}
              control={<Radio />}
              label={t(`customize.contentWidths.${width}`)}
            />
          ))}
        </RadioGroup>
      </SettingsFieldset>
    </Stack>
  );
}
