import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  DEFAULT_SITE_SETTINGS,
  siteSettingsSchema,
  type AccentColor,
  type ColorScheme,
  type SiteSettings,
} from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { AA_TEXT_CONTRAST } from '../../ThemeSettingsPanel/index.ts';
import { createSiteTheme } from '../../theme/createSiteTheme.ts';
import { paletteContrasts } from '../../theme/paletteContrasts.ts';

/** WCAG 2 AA's minimum for large text and interface parts. */
const AA_LARGE_CONTRAST = 3;

/**
 * Every palette the Customise page offers, read from the settings schema itself: each colour
 * scheme with each accent, and the Custom scheme (which brings its own primary colour) with the
 * default custom colours.
 */
function palettes(): SiteSettings[] {
  const { colorScheme, accent } = siteSettingsSchema.shape;
  return colorScheme.options.flatMap((scheme: ColorScheme): SiteSettings[] =>
    scheme === 'custom'
      ? [{ ...DEFAULT_SITE_SETTINGS, colorScheme: scheme }]
      : accent.options.map((name: AccentColor) => ({
          ...DEFAULT_SITE_SETTINGS,
          colorScheme: scheme,
          accent: name,
        })),
  );
}

/** A colour value, which reads left to right in either language. */
function Code({ children }: { children: string }) {
  return (
    <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>
      {children}
    </Box>
  );
}

/**
 * A palette role in a column heading, which may break after each dot: unbroken, the long names
 * (`primary.contrastText`) made the table wider than a Docs page and cut off its last column.
 */
function Token({ name }: { name: string }) {
  return (
    <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>
      {name.split('.').map((part, index) => (
        <Fragment key={part}>
          {index > 0 && (
            <>
              .<wbr />
            </>
          )}
          {part}
        </Fragment>
      ))}
    </Box>
  );
}

function Swatch({ color }: { color: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={{
          width: 24,
          height: 24,
          flexShrink: 0,
          borderRadius: 1,
          bgcolor: color,
          border: 1,
          borderColor: 'divider',
        }}
      />
      <Code>{color}</Code>
    </Box>
  );
}

const COLUMNS = [
  ['primary.main'],
  ['background.default'],
  ['background.paper'],
  ['text.primary', 'background.default'],
  ['primary.contrastText', 'primary.main'],
  ['primary.main', 'background.default'],
] as const;

/**
 * The colour foundation: each palette of the Customise page (scheme × accent) with its primary,
 * page and card colours, and the contrast ratio of the three pairs the page checks (body text on
 * the page, a filled button's label, links on the page), each ratio written in its own pair of
 * colours. AA marks a pair at 4.5:1 or more, AA large one at 3:1 or more.
 */
export function ColorPalettes() {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      aria-label={`${t('customize.colorScheme')} · ${t('customize.accentColor')}`}
    >
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('customize.colorScheme')}
          </TableCell>
          {COLUMNS.map((tokens) => (
            <TableCell key={tokens.join('/')} component="th" scope="col">
              {tokens.map((token, index) => (
                <Box key={token} sx={{ display: 'block' }}>
                  {index > 0 && (
                    <Box component="span" aria-hidden>
                      /{' '}
                    </Box>
                  )}
                  <Token name={token} />
                </Box>
              ))}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {palettes().map((settings) => {
          const { palette } = createSiteTheme(settings, 'ltr');
          const scheme = t(`customize.schemes.${settings.colorScheme}`);
          const name =
            settings.colorScheme === 'custom'
              ? scheme
              : `${scheme} · ${t(`customize.accents.${settings.accent}`)}`;
          return (
            <TableRow key={name} data-testid="palette">
              <TableCell component="th" scope="row">
                {name}
              </TableCell>
              <TableCell>
                <Swatch color={palette.primary.main} />
              </TableCell>
              <TableCell>
                <Swatch color={palette.background.default} />
              </TableCell>
              <TableCell>
                <Swatch color={palette.background.paper} />
              </TableCell>
              {paletteContrasts(settings).map(({ check, foreground, background, ratio }) => (
                <TableCell key={check} data-check={check} data-ratio={ratio}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Box
                      sx={{
                        px: 1,
                        py: 0.25,
                        borderRadius: 1,
                        color: foreground,
                        bgcolor: background,
                      }}
                    >
                      <Code>{`${ratio.toFixed(2)}:1`}</Code>
                    </Box>
                    <Box component="span" sx={{ fontWeight: 500 }}>
                      {ratio >= AA_TEXT_CONTRAST
                        ? 'AA'
                        : ratio >= AA_LARGE_CONTRAST
                          ? 'AA large'
                          : '✗'}
                    </Box>
                  </Box>
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
