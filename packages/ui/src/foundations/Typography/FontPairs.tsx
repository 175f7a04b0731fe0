import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { siteSettingsSchema, type FontFamily } from '@libatlas/contracts';
import { i18n } from '@libatlas/i18n';
import { FONT_PAIRS, fontStack } from '../../theme/fonts.ts';

const WEIGHTS = [400, 500, 700] as const;

/** A sample in one language, in the stack the site uses for that language's direction. */
function Sample({ family, language }: { family: FontFamily; language: 'en' | 'ar' }) {
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const face = language === 'ar' ? FONT_PAIRS[family].arabic : FONT_PAIRS[family].latin;
  return (
    <Box lang={language} dir={direction} sx={{ fontFamily: fontStack(family, direction) }}>
      <Typography component="p" variant="subtitle2" sx={{ fontFamily: 'inherit' }}>
        {face}
      </Typography>
      {WEIGHTS.map((weight) => (
        <Typography key={weight} sx={{ fontFamily: 'inherit', fontWeight: weight, fontSize: 20 }}>
          {i18n.getFixedT(language)('customize.fontSample')}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * The typography foundation's pairs: each font family of Customise → Typography (read from the
 * settings schema) as its Latin face beside the Arabic face it is paired with, each in the three
 * weights the site uses (400, 500, 700), with the same sample text in English and in Arabic.
 */
export function FontPairs() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {siteSettingsSchema.shape.fontFamily.options.map((family: FontFamily) => (
        <Box
          key={family}
          data-testid="font-pair"
          sx={{
            display: 'grid',
            gridTemplateColumns: '1fr 1fr',
            gap: 3,
            pb: 3,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Sample family={family} language="en" />
          <Sample family={family} language="ar" />
        </Box>
      ))}
    </Box>
  );
}
