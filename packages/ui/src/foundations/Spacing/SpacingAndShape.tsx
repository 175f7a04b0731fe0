import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { DEFAULT_SITE_SETTINGS } from '@libatlas/contracts';
import { useLanguage, useTranslation } from '@libatlas/i18n';
import { createSiteTheme } from '../../theme/createSiteTheme.ts';

/** The spacing steps the components use (`theme.spacing(n)`, 8px each). */
const STEPS = [0.5, 1, 1.5, 2, 3, 4, 5, 6] as const;

function Code({ children }: { children: string }) {
  return (
    <Box component="code" dir="ltr" sx={{ fontSize: 13, color: 'text.secondary' }}>
      {children}
    </Box>
  );
}

/** One combination of Customise → Images' Rounded Corners and Shadow Effect, on a card. */
function ShapeSample({
  roundedCorners,
  shadowEffect,
}: {
  roundedCorners: boolean;
  shadowEffect: boolean;
}) {
  const { t } = useTranslation();
  const { direction } = useLanguage();
  const theme = useMemo(
    () => createSiteTheme({ ...DEFAULT_SITE_SETTINGS, roundedCorners, shadowEffect }, direction),
    [roundedCorners, shadowEffect, direction],
  );
  const answer = (on: boolean) => (on ? t('common.yes') : t('common.no'));
  return (
    <ThemeProvider theme={theme}>
      <Card data-testid="shape-sample" sx={{ minHeight: 120 }}>
        <CardContent>
          <Typography variant="body2">
            {t('customize.roundedCorners')}: {answer(roundedCorners)}
          </Typography>
          <Typography variant="body2">
            {t('customize.shadowEffect')}: {answer(shadowEffect)}
          </Typography>
          <Code>{`shape.borderRadius = ${theme.shape.borderRadius}px`}</Code>
        </CardContent>
      </Card>
    </ThemeProvider>
  );
}

/**
 * The spacing and shape foundation: the 8px spacing steps the components use, drawn from the
 * inline start (they mirror in Arabic), and the four card shapes Customise → Images makes from
 * Rounded Corners (a 12px or square `shape.borderRadius`) and Shadow Effect (elevation or
 * outline).
 */
export function SpacingAndShape() {
  const theme = useTheme();
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {STEPS.map((step) => (
          <Box
            component="li"
            key={step}
            sx={{ display: 'grid', gridTemplateColumns: '180px 1fr', alignItems: 'center' }}
          >
            <Code>{`spacing(${step}) = ${theme.spacing(step)}`}</Code>
            <Box sx={{ height: 16, width: theme.spacing(step), bgcolor: 'primary.main' }} />
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 3, p: 1 }}>
        {[true, false].flatMap((roundedCorners) =>
          [true, false].map((shadowEffect) => (
            <ShapeSample
              key={`${roundedCorners}-${shadowEffect}`}
              roundedCorners={roundedCorners}
              shadowEffect={shadowEffect}
            />
          )),
        )}
      </Box>
    </Box>
  );
}
