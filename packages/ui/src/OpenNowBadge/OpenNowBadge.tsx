import Box from '@mui/material/Box';
import { useTranslation } from '@libatlas/i18n';
import { useOpenStatus, type OpenStatusLibrary } from '../openingHours/useOpenStatus.ts';

// The default export: the cards load it with `lazy` as it is (no wrapper to name it).
/**
 * "Open now" or "Closed" over a card's picture, in the library's own time, by its hours as data.
 * Nothing until that is known (the server's page and its hydration never show it), and nothing for
 * a library without hours as data; laid over the picture, so its arrival moves nothing.
 */
export default function OpenNowBadge({ library }: { library: OpenStatusLibrary }) {
  const { t } = useTranslation();
  const status = useOpenStatus(library);
  if (!status) return null;
  return (
    <Box
      component="span"
      data-open={status.open}
      sx={{
        position: 'absolute',
        // The end corner: the generated cover writes the library's initial in the start one.
        top: 8,
        insetInlineEnd: 8,
        // Clicks fall through to the card's stretched link, as on the picture itself.
        pointerEvents: 'none',
        px: 1,
        py: 0.25,
        borderRadius: 4,
        typography: 'caption',
        fontWeight: 500,
        lineHeight: 1.6,
        color: '#fff',
        // Fixed dark shades: white text keeps its contrast in every colour scheme.
        bgcolor: status.open ? '#1b5e20' : 'grey.800',
      }}
    >
      {t(status.open ? 'libraries.openNowOpen' : 'libraries.openNowClosed')}
    </Box>
  );
}
