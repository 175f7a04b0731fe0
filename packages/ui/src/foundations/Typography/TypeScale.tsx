import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import {
  DEFAULT_SITE_SETTINGS,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  type SiteSettings,
} from '@libatlas/contracts';
import { useLanguage, useTranslation } from '@libatlas/i18n';
import { createSiteTheme } from '../../theme/createSiteTheme.ts';

type Variant = NonNullable<TypographyProps['variant']>;

/** Each variant the site uses, with the kind of text it carries. */
const VARIANTS: [Variant, 'heading' | 'body' | 'small'][] = [
  ['h1', 'heading'],
  ['h2', 'heading'],
  ['h3', 'heading'],
  ['h4', 'heading'],
  ['h5', 'heading'],
  ['h6', 'heading'],
  ['subtitle1', 'body'],
  ['body1', 'body'],
  ['body2', 'body'],
  ['button', 'body'],
  ['caption', 'small'],
  ['overline', 'small'],
];

/** The three sliders all at their lowest, at their defaults and all at their highest. */
const SCALES: SiteSettings['fontSizes'][] = [
  { headings: FONT_SIZE_MIN, body: FONT_SIZE_MIN, small: FONT_SIZE_MIN },
  DEFAULT_SITE_SETTINGS.fontSizes,
  { headings: FONT_SIZE_MAX, body: FONT_SIZE_MAX, small: FONT_SIZE_MAX },
];

function Scale({ fontSizes }: { fontSizes: SiteSettings['fontSizes'] }) {
  const { t } = useTranslation();
  const { direction } = useLanguage();
  const theme = useMemo(
    () => createSiteTheme({ ...DEFAULT_SITE_SETTINGS, fontSizes }, direction),
    [fontSizes, direction],
  );
  const samples = {
    heading: t('nav.libraries'),
    body: t('customize.fontSample'),
    small: t('library.opensInNewTab'),
  };
  const settings = [
    `${t('customize.headingsSize')} ${t('customize.sizeValue', { size: fontSizes.headings })}`,
    `${t('customize.bodySize')} ${t('customize.sizeValue', { size: fontSizes.body })}`,
    `${t('customize.smallSize')} ${t('customize.sizeValue', { size: fontSizes.small })}`,
  ].join(' · ');
  return (
    <Box component="section" aria-label={settings} sx={{ minWidth: 0 }}>
      <Typography component="h2" variant="subtitle2" sx={{ mb: 2, color: 'text.secondary' }}>
        {settings}
      </Typography>
      <ThemeProvider theme={theme}>
        {VARIANTS.map(([variant, kind]) => {
          const rem = String(theme.typography[variant as 'h1'].fontSize);
          const px = Math.round(parseFloat(rem) * 16 * 10) / 10;
          return (
            <Box key={variant} sx={{ mb: 1.5 }}>
              <Box
                component="code"
                dir="ltr"
                sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}
              >
                {`${variant} · ${px}px`}
              </Box>
              <Typography variant={variant} component="p" sx={{ overflowWrap: 'anywhere' }}>
                {samples[kind]}
              </Typography>
            </Box>
          );
        })}
      </ThemeProvider>
    </Box>
  );
}

/**
 * The typography foundation's scale: every variant the site uses, made by `createSiteTheme` from
 * the three font-size sliders of Customise → Typography at their lowest (12px), at their defaults
 * and at their highest (24px), in the active language (Arabic gets taller lines and no letter
 * spacing).
 */
export function TypeScale() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 3 }}>
      {SCALES.map((fontSizes) => (
        <Scale key={`${fontSizes.headings}-${fontSizes.body}`} fontSizes={fontSizes} />
      ))}
    </Box>
  );
}
