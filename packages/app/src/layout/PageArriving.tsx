import Box from '@mui/material/Box';

/**
 * The page's place while its code arrives on a first visit: empty, and a screen tall, so the
 * footer waits below the fold instead of jumping down when the page appears.
 */
export function PageArriving() {
  return <Box sx={{ minHeight: '100vh' }} />;
}
