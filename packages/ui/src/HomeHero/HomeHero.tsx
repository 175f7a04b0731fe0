import { useId } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatNumber, useLanguage, useTranslation } from '@libatlas/i18n';
import visuallyHidden from '@mui/utils/visuallyHidden';

export interface HomeHeroProps {
  /** How many libraries the atlas holds. */
  libraries: number;
  /** How many distinct countries they are in. */
  countries: number;
  /** How many distinct regions they are in. */
  regions: number;
  /** While the libraries load: the numbers are shown as placeholders. */
  loading?: boolean;
  /** The hero image chosen on the Customise page (a URL or data URL), drawn under a dark overlay. */
  backgroundImage?: string;
}

// Black at 60% over any image leaves white text at 5.7:1 or better, even over a white picture.
const IMAGE_OVERLAY = 'rgba(0, 0, 0, 0.6)';

/**
 * A CSS `url()` for an arbitrary address: quoted, with the characters that could end it escaped,
 * and `<` and `>` too, since on a page drawn by the server the rule is inside a `<style>` element.
 */
function cssUrl(address: string): string {
  return `url("${address.replace(/["\\\n\r<>]/g, (c) => encodeURIComponent(c))}")`;
}

/**
 * - **Use it** at the top of the Home page, once.
 * - **Don't use it** as a page title elsewhere: other pages open with an h1 `Typography`.
 *
 * The top of the home page (spec §2 Home): the site title as the page's h1, two lines of
 * description and the three counters (libraries, countries, regions). The counters are a
 * description list, so each number is read with its label.
 */
export function HomeHero({
  libraries,
  countries,
  regions,
  loading = false,
  backgroundImage,
}: HomeHeroProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const stats = [
    { label: t('home.stats.libraries'), value: libraries },
    { label: t('home.stats.countries'), value: countries },
    { label: t('home.stats.regions'), value: regions },
  ];

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        borderRadius: 1,
        overflow: 'hidden',
        px: { xs: 3, md: 6 },
        py: { xs: 5, md: 8 },
        textAlign: 'center',
        ...(backgroundImage
          ? {
              color: '#ffffff',
              backgroundColor: '#212121',
              backgroundImage: `linear-gradient(${IMAGE_OVERLAY}, ${IMAGE_OVERLAY}), ${cssUrl(backgroundImage)}`,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
            }
          : { bgcolor: 'primary.main', color: 'primary.contrastText' }),
      }}
    >
      <Typography id={titleId} variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}>
        {t('home.heroTitle')}
      </Typography>
      <Typography
        variant="body1"
        sx={{ maxWidth: '46rem', mx: 'auto', fontSize: { md: '1.125rem' } }}
      >
        {t('home.heroDescription1')}
      </Typography>
      <Typography
        variant="body1"
        sx={{ maxWidth: '46rem', mx: 'auto', mt: 1, fontSize: { md: '1.125rem' } }}
      >
        {t('home.heroDescription2')}
      </Typography>
      <Box
        component="dl"
        aria-busy={loading || undefined}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          // Three across on a phone: narrow gaps and no minimum width below `sm`, wrapping only on
          // the narrowest screens.
          gap: { xs: 2, sm: 3, md: 6 },
          m: 0,
          mt: { xs: 4, md: 5 },
        }}
      >
        {stats.map(({ label, value }) => (
          // Label first in the markup (dt before dd), number first on screen.
          <Box
            key={label}
            sx={{
              display: 'flex',
              flexDirection: 'column-reverse',
              alignItems: 'center',
              minWidth: { sm: '6rem' },
            }}
          >
            <Typography component="dt" variant="subtitle1">
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontSize: { xs: '2rem', md: '2.5rem' },
                fontWeight: 700,
                lineHeight: 1.2,
              }}
            >
              {loading ? (
                <>
                  <Skeleton
                    aria-hidden
                    variant="rounded"
                    // About three figures wide, in em: a `ch` is sized by whichever face claims the
                    // space first, which is the Arabic face (with no figure 0) on an Arabic page.
                    width="1.5em"
                    height="1em"
                    sx={{
                      display: 'inline-block',
                      verticalAlign: 'middle',
                      // A tint of the hero's own text colour reads on the accent fill and on the image.
                      bgcolor: 'color-mix(in srgb, currentColor 30%, transparent)',
                    }}
                  />
                  <Box component="span" sx={visuallyHidden}>
                    {t('common.loading')}
                  </Box>
                </>
              ) : (
                formatNumber(value, language)
              )}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
