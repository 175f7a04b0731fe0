import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { DATASET_DOWNLOADS, type DatasetFormat, type DatasetSummary } from '@libatlas/contracts';
import { useLanguage, useTranslation } from '@libatlas/i18n';
import { formatSize } from './formatSize.ts';

/** Each format's name: a name, written the same in both languages (as the texts around it do). */
const FORMAT_NAMES = {
  csv: 'CSV',
  geojson: 'GeoJSON',
  jsonld: 'JSON-LD',
} as const satisfies Record<DatasetFormat, string>;

const DESCRIPTIONS = {
  csv: 'data.downloads.csv',
  geojson: 'data.downloads.geojson',
  jsonld: 'data.downloads.jsonld',
} as const satisfies Record<DatasetFormat, string>;

export interface DownloadListProps {
  /** The dataset's figures (the files' sizes); none while they load or when they failed. */
  summary: DatasetSummary | undefined;
  /** The sizes are still on their way. */
  loading: boolean;
}

/**
 * The three downloads, each with what it is for, its size (as sent, and compressed) and a link
 * that saves the file. The links are there whatever the figures do: the files are the server's.
 */
export function DownloadList({ summary, loading }: DownloadListProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Box
      component="ul"
      role="list"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        gap: 2,
      }}
    >
      {DATASET_DOWNLOADS.map(({ format, path }) => {
        const name = FORMAT_NAMES[format];
        const sized = summary?.downloads.find((download) => download.format === format);
        const file = path.slice(path.lastIndexOf('/') + 1);
        return (
          <Paper
            component="li"
            key={format}
            variant="outlined"
            sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            <Typography variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
              {t(DESCRIPTIONS[format])}
            </Typography>
            <Typography variant="body2" component="div">
              <Box component="code" dir="ltr" sx={{ fontSize: '0.8125rem' }}>
                {file}
              </Box>
              {loading && <Skeleton width="10rem" />}
              {sized && (
                <Box>
                  {t('data.downloads.size', {
                    size: formatSize(sized.bytes, language, t),
                    compressed: formatSize(sized.compressedBytes, language, t),
                  })}
                </Box>
              )}
            </Typography>
            <Button
              variant="contained"
              href={path}
              download
              startIcon={<DownloadIcon aria-hidden />}
              sx={{ alignSelf: 'flex-start', mt: 0.5 }}
            >
              {t('data.downloads.download', { format: name })}
            </Button>
          </Paper>
        );
      })}
    </Box>
  );
}
