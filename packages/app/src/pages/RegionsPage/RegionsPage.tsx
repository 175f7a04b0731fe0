import { REGION_NAMES } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { PageContainer } from '@libatlas/ui';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHead } from '../../head/PageHead';
import { DirectoryMapOnInput } from '../../libraries/DirectoryMapOnInput';
import { RegionLibraries } from './RegionLibraries';

/** Every region, an empty one included (it says so), sorted by English name (spec §2). */
const REGIONS_IN_ORDER = [...REGION_NAMES].sort((a, b) => a.localeCompare(b, 'en'));

/**
 * Regions (spec §2): a 500px map of all libraries (grouped by the server for the box in view),
 * then one section per region with its count and first cards, each asked of the server's search
 * (issue 32: the page never holds the whole list). Opened at this address, the map comes at the
 * reader's first move or by its button (DirectoryMapOnInput): the page is ready without it.
 */
export function RegionsPage() {
  const { t } = useTranslation();

  return (
    <PageContainer>
      <PageHead name={t('nav.regions')} describedBy="head.regions" />
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('regions.subtitle')}
      </Typography>
      <Stack spacing={6}>
        {/* The map needs scripts; the sections below list each region without them. */}
        <div data-needs-script>
          <DirectoryMapOnInput height={500} />
        </div>
        <div>
          {REGIONS_IN_ORDER.map((region) => (
            <RegionLibraries key={region} region={region} />
          ))}
        </div>
      </Stack>
    </PageContainer>
  );
}
