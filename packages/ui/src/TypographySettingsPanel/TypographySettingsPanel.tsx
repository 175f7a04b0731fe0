import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  FONT_FAMILIES,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  type FontFamily,
  type SiteSettings,
} from '@libatlas/contracts';
import { useLanguage, useTranslation } from '@libatlas/i18n';
import { SettingsFieldset } from '../shared/SettingsFieldset.tsx';
import { FONT_PAIRS, fontStack } from '../theme/index.ts';

export interface TypographySettingsPanelProps {
  /** The settings being edited. */
  value: SiteSettings;
  /** Called with the whole settings after each change; the page previews them at once. */
  onChange: (next: SiteSettings) => void;
}

type FontSizeKey = keyof SiteSettings['fontSizes'];

const FONT_SIZE_LABELS = {
  headings: 'customize.headingsSize',
  body: 'customize.bodySize',
  small: 'customize.smallSize',
} as const satisfies Record<FontSizeKey, string>;

function FontSizeSlider({
  sizeKey,
  size,
  onChange,
}: {
  sizeKey: FontSizeKey;
  size: number;
  onChange: (size: number) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography id={labelId} component="span">
          {t(FONT_SIZE_LABELS[sizeKey])}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {t('customize.sizeValue', { size })}
        </Typography>
      </Box>
      <Slider
        aria-labelledby={labelId}
        getAriaValueText={(value) => t('customize.sizeValue', { size: value })}
        min={FONT_SIZE_MIN}
        max={FONT_SIZE_MAX}
        step={1}
        value={size}
        onChange={(_, value) => onChange(value)}
        sx={{ mt: 0.5 }}
      />
    </Box>
  );
}

/**
 * - **Use it** inside `CustomizePanel` (its Typography tab).
 * - **Don't use it** on its own page: the settings are saved together by `CustomizePanel`.
 *
 * Customise → Typography (spec §2, §9): the font family (Inter, Roboto, Open Sans, Lato), each
 * named in its own face with a sample of the active language in the face paired with it, and the
 * three font sizes (Headings, Body Text, Small Text), sliders from 12 to 24 pixels that show their
 * value.
 */
export function TypographySettingsPanel({ value, onChange }: TypographySettingsPanelProps) {
  const { t } = useTranslation();
  const { direction } = useLanguage();
  const setSize = (key: FontSizeKey, size: number) =>
    onChange({ ...value, fontSizes: { ...value.fontSizes, [key]: size } });

  return (
    <Stack spacing={4}>
      <SettingsFieldset legend={t('customize.fontFamily')}>
        <RadioGroup
          name="fontFamily"
          value={value.fontFamily}
          onChange={(_, family) => onChange({ ...value, fontFamily: family as FontFamily })}
          sx={{ display: 'grid', gridTemplateColumns: { sm: 'repeat(2, minmax(0, 1fr))' }, gap: 1 }}
        >
          {FONT_FAMILIES.map((family) => {
            const face = fontStack(family, direction);
            return (
              <FormControlLabel
                key={family}
                value={family}
                control={<Radio />}
                sx={{ mx: 0 }}
                label={
                  <>
                    <Box
                      component="span"
                      sx={{
                        display: 'block',
                        fontFamily: face,
                        fontSize: '1.0625rem',
                        fontWeight: 500,
                      }}
                    >
                      {FONT_PAIRS[family].latin}
                    </Box>
                    {/* A taste of the face; the radio's name is the family alone. */}
                    <Box
                      component="span"
                      aria-hidden
                      sx={{
                        display: 'block',
                        fontFamily: face,
                        fontSize: '0.875rem',
                        color: 'text.secondary',
                      }}
                    >
                      {t('customize.fontSample')}
                    </Box>
                  </>
                }
              />
            );
          })}
        </RadioGroup>
      </SettingsFieldset>
      <SettingsFieldset legend={t('customize.fontSizes')}>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          {(Object.keys(FONT_SIZE_LABELS) as FontSizeKey[]).map((key) => (
            <FontSizeSlider
              key={key}
              sizeKey={key}
              size={value.fontSizes[key]}
              onChange={(size) => setSize(key, size)}
            />
          ))}
        </Stack>
      </SettingsFieldset>
    </Stack>
  );
}
