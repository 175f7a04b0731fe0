import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { DATASET_FIELDS, type DatasetField, type DatasetSummary } from '@libatlas/contracts';
import { formatNumber, useLanguage, useTranslation } from '@libatlas/i18n';

/** Each field's meaning, by the contract's field name (a dotted name is no i18n key). */
const MEANINGS = {
  id: 'data.fields.meaning.id',
  lib_name: 'data.fields.meaning.lib_name',
  country: 'data.fields.meaning.country',
  sovereignState: 'data.fields.meaning.sovereignState',
  region: 'data.fields.meaning.region',
  description: 'data.fields.meaning.description',
  address: 'data.fields.meaning.address',
  location: 'data.fields.meaning.location',
  locationPrecision: 'data.fields.meaning.locationPrecision',
  operatingHours: 'data.fields.meaning.operatingHours',
  openingHours: 'data.fields.meaning.openingHours',
  timeZone: 'data.fields.meaning.timeZone',
  'contact.phone': 'data.fields.meaning.contactPhone',
  'contact.email': 'data.fields.meaning.contactEmail',
  website: 'data.fields.meaning.website',
  catalogue: 'data.fields.meaning.catalogue',
  digitalLibrary: 'data.fields.meaning.digitalLibrary',
  access: 'data.fields.meaning.access',
  accessNote: 'data.fields.meaning.accessNote',
  languages: 'data.fields.meaning.languages',
  image: 'data.fields.meaning.image',
  wikidata: 'data.fields.meaning.wikidata',
  isil: 'data.fields.meaning.isil',
  sources: 'data.fields.meaning.sources',
  factSources: 'data.fields.meaning.factSources',
  lastChecked: 'data.fields.meaning.lastChecked',
  updatedAt: 'data.fields.meaning.updatedAt',
} as const satisfies Record<DatasetField, string>;

export interface FieldCoverageTableProps {
  /** The dataset's figures; none while they load (a placeholder) or when they failed (nothing). */
  summary: DatasetSummary | undefined;
  /** The figures are still on their way. */
  loading: boolean;
  /** The id of the heading that names the table. */
  labelledBy: string;
}

const cellSx = {
  py: 1.5,
  px: { xs: 1, sm: 2 },
  borderBottom: 1,
  borderColor: 'divider',
  textAlign: 'start',
  verticalAlign: 'top',
} as const;

/**
 * Every field of the dataset, in the contract's order: its name as the files write it, what it
 * holds, and how many records have it (the count, the share, and a bar that shows it at a glance).
 */
export function FieldCoverageTable({ summary, loading, labelledBy }: FieldCoverageTableProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const counts = new Map(summary?.coverage.map(({ field, count }) => [field, count]));
  const total = summary?.count ?? 0;
  const number = (value: number) => formatNumber(value, language);
  return (
    <Box
      component="table"
      aria-labelledby={labelledBy}
      sx={{ width: '100%', borderCollapse: 'collapse', typography: 'body2' }}
    >
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ ...cellSx, fontWeight: 700 }}>
            {t('data.fields.field')}
          </Box>
          <Box
            component="th"
            scope="col"
            // On a phone the meanings keep most of the width; the figure wraps under itself.
            sx={{ ...cellSx, fontWeight: 700, width: { xs: '7.5rem', sm: '11rem' } }}
          >
            {t('data.fields.coverage')}
          </Box>
        </tr>
      </thead>
      <tbody>
        {DATASET_FIELDS.map((field) => {
          const have = counts.get(field);
          const percent = have === undefined || total === 0 ? 0 : Math.round((have / total) * 100);
          return (
            <tr key={field} data-field={field}>
              <Box component="th" scope="row" sx={{ ...cellSx, fontWeight: 400 }}>
                <Box
                  component="code"
                  dir="ltr"
                  sx={{ fontWeight: 700, fontSize: '0.875rem', color: 'text.primary' }}
                >
                  {field}
                </Box>
                <Box sx={{ color: 'text.secondary', mt: 0.25 }}>{t(MEANINGS[field])}</Box>
              </Box>
              <Box component="td" sx={cellSx}>
                {loading ? (
                  <Skeleton width="8rem" />
                ) : (
                  have !== undefined && (
                    <>
                      <Box sx={{ whiteSpace: { sm: 'nowrap' } }}>
                        {t('data.fields.coverageValue', {
                          have: number(have),
                          count: number(total),
                          percent: number(percent),
                        })}
                      </Box>
                      {/* The text says it; the bar shows it at a glance. */}
                      <Box
                        aria-hidden
                        sx={{
                          mt: 0.75,
                          height: 6,
                          borderRadius: 3,
                          bgcolor: 'action.selected',
                          overflow: 'hidden',
                        }}
                      >
                        <Box
                          sx={{
                            width: `${percent}%`,
                            height: '100%',
                            bgcolor: 'primary.main',
                          }}
                        />
                      </Box>
                    </>
                  )
                )}
              </Box>
            </tr>
          );
        })}
      </tbody>
    </Box>
  );
}
