import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import {
  ACCENT_COLORS,
  COLOR_SCHEMES,
  DEFAULT_SITE_SETTINGS,
  type AccentColor,
  type ColorScheme,
  type SiteSettings,
} from '@libatlas/contracts';
import { formatNumber, useLanguage, useTranslation } from '@libatlas/i18n';
import { SettingsFieldset } from '../shared/SettingsFieldset.tsx';
import { createSiteTheme } from '../theme/index.ts';
import { ColorField } from './ColorField.tsx';
import { contrastIssues, type ContrastCheck } from './contrastIssues.ts';

export interface ThemeSettingsPanelProps {
  /** The settings being edited. */
  value: SiteSettings;
  /** Called with the whole settings after each change; the page previews them at once. */
  onChange: (next: SiteSettings) => void;
}

const CONTRAST_TEXT_KEYS = {
  text: 'customize.contrastText',
  button: 'customize.contrastButton',
  primary: 'customize.contrastPrimary',
} as const satisfies Record<ContrastCheck, string>;

interface Swatch {
  /** The accent as the scheme uses it. */
  color: string;
  /** The check mark's colour on it. */
  contrast: string;
}

/** Each accent in the tone the scheme gives it (the dark scheme takes lighter tones). */
function accentSwatches(dark: boolean): Record<AccentColor, Swatch> {
  const swatches = {} as Record<AccentColor, Swatch>;
  for (const accent of ACCENT_COLORS) {
    const { primary } = createSiteTheme(
      { ...DEFAULT_SITE_SETTINGS, colorScheme: dark ? 'dark' : 'default', accent },
      'ltr',
    ).palette;
    swatches[accent] = { color: primary.main, contrast: primary.contrastText };
  }
  return swatches;
}

function SwatchIcon({ swatch, checked }: { swatch: Swatch; checked: boolean }) {
  const theme = useTheme();
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 36,
        height: 36,
        borderRadius: '50%',
        bgcolor: swatch.color,
        color: swatch.contrast,
        border: 1,
        borderColor: 'divider',
        // A ring around the chosen one, apart from the swatch by the page's own colour.
        boxShadow: checked
          ? `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${theme.palette.text.primary}`
          : 'none',
        '.Mui-disabled &': { opacity: 0.4 },
      }}
    >
      {checked && <CheckIcon fontSize="small" />}
    </Box>
  );
}

/**
 * - **Use it** inside `CustomizePanel` (its Theme tab).
 * - **Don't use it** on its own page: the settings are saved together by `CustomizePanel`.
 *
 * Customise → Theme (spec §2): the colour scheme (Default, Dark, Light, Custom) and the accent
 * colour (indigo, blue, green, red, purple, pink, shown as swatches). Custom reveals the primary
 * and background colours, each with a colour picker and a hex field, and warns while the
 * resulting text, buttons or links fall below WCAG AA contrast (4.5:1).
 */
export function ThemeSettingsPanel({ value, onChange }: ThemeSettingsPanelProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const custom = value.colorScheme === 'custom';
  const dark = value.colorScheme === 'dark';
  const swatches = useMemo(() => accentSwatches(dark), [dark]);
  const issues = useMemo(() => (custom ? contrastIssues(value) : []), [custom, value]);
  const setCustomColor = (key: 'primary' | 'background', color: string) =>
    onChange({ ...value, customColors: { ...value.customColors, [key]: color } });

  return (
    <Stack spacing={4}>
      <SettingsFieldset legend={t('customize.colorScheme')}>
        <RadioGroup
          row
          name="colorScheme"
          value={value.colorScheme}
          onChange={(_, scheme) => onChange({ ...value, colorScheme: scheme as ColorScheme })}
        >
          {COLOR_SCHEMES.map((scheme) => (
            <FormControlLabel
              key={scheme}
              value={scheme}
              control={<Radio />}
              label={t(`customize.schemes.${scheme}`)}
            />
          ))}
        </RadioGroup>
      </SettingsFieldset>

      {custom && (
        <SettingsFieldset legend={t('customize.customColors')}>
          <Stack spacing={2}>
            <ColorField
              label={t('customize.primaryColor')}
              value={value.customColors.primary}
              onChange={(color) => setCustomColor('primary', color)}
            />
            <ColorField
              label={t('customize.backgroundColor')}
              value={value.customColors.background}
              onChange={(color) => setCustomColor('background', color)}
            />
          </Stack>
          {issues.length > 0 && (
            // A polite status: it updates as colours are tried, without interrupting.
            <Alert severity="warning" role="status" sx={{ mt: 2 }}>
              <AlertTitle>{t('customize.contrastWarning')}</AlertTitle>
              <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
                {issues.map(({ check, ratio }) => (
                  <li key={check}>
                    {t(CONTRAST_TEXT_KEYS[check], {
                      // Rounded down, so a pair just short of 4.5 never reads as 4.5.
                      ratio: formatNumber(Math.floor(ratio * 10) / 10, language),
                    })}
                  </li>
                ))}
              </Box>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('customize.contrastAdvice')}
              </Typography>
            </Alert>
          )}
        </SettingsFieldset>
      )}

      <SettingsFieldset
        legend={t('customize.accentColor')}
        hint={custom ? t('customize.accentCustomHint') : undefined}
        disabled={custom}
      >
        <RadioGroup
          row
          name="accent"
          value={value.accent}
          onChange={(_, accent) => onChange({ ...value, accent: accent as AccentColor })}
          sx={{ gap: 1 }}
        >
          {ACCENT_COLORS.map((accent) => (
            <FormControlLabel
              key={accent}
              value={accent}
              labelPlacement="bottom"
              label={t(`customize.accents.${accent}`)}
              control={
                <Radio
                  icon={<SwatchIcon swatch={swatches[accent]} checked={false} />}
                  checkedIcon={<SwatchIcon swatch={swatches[accent]} checked />}
                />
              }
              sx={{ mx: 0, minWidth: 64 }}
            />
          ))}
        </RadioGroup>
      </SettingsFieldset>
    </Stack>
  );
}
