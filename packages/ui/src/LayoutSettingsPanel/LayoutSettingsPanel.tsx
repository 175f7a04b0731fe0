import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONTENT_WIDTHS,
  NAVIGATION_STYLES,
  type ContentWidth,
  type NavigationStyle,
  type SiteSettings,
} from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { SettingsFieldset } from '../shared/SettingsFieldset.tsx';

export interface LayoutSettingsPanelProps {
  /** The settings being edited. */
  value: SiteSettings;
  /** Called with the whole settings after each change; the page previews them at once. */
  onChange: (next: SiteSettings) => void;
}

/**
 * - **Use it** inside `CustomizePanel` (its Layout tab).
 * - **Don't use it** on its own page: the settings are saved together by `CustomizePanel`.
 *
 * Customise → Layout (spec §2): the navigation style (Top, Side, Minimal), which the header
 * follows, the content width (Full Width, Contained), which page content follows, and the name the
 * footer credits (spec §1), in English and in Arabic, each typed in its own direction.
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
      <SettingsFieldset legend={t('customize.footerCredit')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('customize.footerCreditHint')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {(['en', 'ar'] as const).map((language) => (
            <TextField
              key={language}
              label={t(language === 'en' ? 'customize.footerCreditEn' : 'customize.footerCreditAr')}
              value={value.ownerName[language]}
              onChange={(event) =>
                onChange({
                  ...value,
                  ownerName: { ...value.ownerName, [language]: event.target.value },
                })
              }
              slotProps={{
                htmlInput: {
                  lang: language,
                  dir: language === 'ar' ? 'rtl' : 'ltr',
                  maxLength: 120,
                },
              }}
              fullWidth
            />
          ))}
        </Stack>
      </SettingsFieldset>
    </Stack>
  );
}
