import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DATASET_LICENCE, EMBED_MAP_PATH, type DatasetSummary } from '@libatlas/contracts';
import { formatCreatedDate, formatNumber, useLanguage, useTranslation } from '@libatlas/i18n';
import { CopySnippet } from '../CopySnippet/index.ts';
import { NewTabHint } from '../shared/NewTabHint.tsx';
import { RetryAlert } from '../RetryAlert/index.ts';
import { DownloadList } from './DownloadList.tsx';
import { embedSnippet } from './embedSnippet.ts';
import { FieldCoverageTable } from './FieldCoverageTable.tsx';

/** The change feeds (issue 31), served by the server beside the pages. */
const FEED_PATH = '/feed.xml';
const LIBRARY_FEED_PATH = '/libraries/{id}/feed.xml';
/** The API's OpenAPI documentation. */
const API_DOCS_PATH = '/api/docs';

export interface DatasetViewProps {
  /** Whether the dataset's figures (count, date, sizes, coverage) are there, coming, or failed. */
  state: 'loading' | 'error' | 'loaded';
  /** GET /api/dataset's answer, once loaded. */
  summary?: DatasetSummary;
  /** This site's origin (`https://atlas.example.org`), which the embed code starts with. */
  origin: string;
  /** Offered with the error as Try Again, when given. */
  onRetry?: () => void;
}

interface SectionProps {
  title: string;
  /** The heading's id, for a part of the section that the heading names too. */
  headingId?: string;
  children: ReactNode;
}

function Section({ title, headingId, children }: SectionProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 5, md: 6 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.375rem', md: '1.5rem' }, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Text kept left to right inside a page in either direction: a path, a parameter, a name. */
function Code({ children }: { children: string }) {
  return (
    <Box component="code" dir="ltr" sx={{ fontSize: '0.875em', unicodeBidi: 'isolate' }}>
      {children}
    </Box>
  );
}

const listSx = { m: 0, paddingInlineStart: 3, display: 'grid', gap: 1 } as const;

/**
 * - **Use it** as the whole body of the Open data page (`/data`).
 * - **Don't use it** for one library's data: its page shows it.
 *
 * The directory as a dataset (issue 31): what it holds (how many libraries, when it last changed,
 * its data version), the three downloads with their sizes, the licence (CC0 for the compilation,
 * the sources credited per record), each field with its meaning and coverage, the change feeds,
 * the public API and its id policy, and the map's `<iframe>` code to copy. Everything but the
 * figures is there at once; the figures show placeholders while they load and Try Again when
 * they failed.
 */
export function DatasetView({ state, summary, origin, onRetry }: DatasetViewProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const fieldsHeadingId = useId();
  const figures = state === 'loaded' ? summary : undefined;
  const loading = state === 'loading';
  const number = (value: number) => formatNumber(value, language);
  const facts = [
    { label: t('data.stats.libraries'), value: figures && number(figures.count) },
    {
      label: t('data.stats.updated'),
      // The day in UTC, as the data's own timestamps count it: the same on the server and here.
      value: figures && formatCreatedDate(`${figures.updatedAt.slice(0, 10)}T12:00:00`, language),
    },
    { label: t('data.stats.version'), value: figures && number(figures.version) },
  ];
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        {t('data.title')}
      </Typography>
      <Typography sx={{ maxWidth: '48rem', fontSize: { md: '1.125rem' } }}>
        {t('data.intro')}
      </Typography>

      {state === 'error' ? (
        <RetryAlert message={t('data.loadError')} onRetry={onRetry} sx={{ mt: 3 }} />
      ) : (
        <Box
          component="dl"
          aria-busy={loading || undefined}
          sx={{
            m: 0,
            mt: 3,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: { xs: 4, md: 6 },
            rowGap: 2,
          }}
        >
          {facts.map(({ label, value }) => (
            <div key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }}>
                {value ?? <Skeleton width="5rem" />}
              </Typography>
            </div>
          ))}
        </Box>
      )}

      <Section title={t('data.downloads.title')}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('data.downloads.intro')}
        </Typography>
        <DownloadList summary={figures} loading={loading} />
      </Section>

      <Section title={t('data.licence.title')}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
          <Typography sx={{ fontWeight: 700, mb: 1 }}>{DATASET_LICENCE.name}</Typography>
          <Typography sx={{ mb: 1.5 }}>{t('data.licence.text')}</Typography>
          <Link href={DATASET_LICENCE.url} rel="license noopener" target="_blank">
            {t('data.licence.link')}
            <NewTabHint />
          </Link>
        </Paper>
      </Section>

      <Section title={t('data.fields.title')} headingId={fieldsHeadingId}>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('data.fields.intro')}
        </Typography>
        <FieldCoverageTable summary={figures} loading={loading} labelledBy={fieldsHeadingId} />
      </Section>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 6,
        }}
      >
        <Section title={t('data.feed.title')}>
          <Typography sx={{ mb: 1.5 }}>{t('data.feed.intro')}</Typography>
          <Box component="ul" sx={listSx}>
            <li>
              <Link href={FEED_PATH}>
                <Code>{FEED_PATH}</Code>
              </Link>
              {' · '}
              {t('data.feed.all')}
            </li>
            <li>
              <Link href={`${FEED_PATH}?lang=ar`}>
                <Code>{`${FEED_PATH}?lang=ar`}</Code>
              </Link>
              {' · '}
              {t('data.feed.allArabic')}
            </li>
            <li>
              <Code>{LIBRARY_FEED_PATH}</Code>
              {' · '}
              {t('data.feed.library')}
            </li>
          </Box>
        </Section>

        <Section title={t('data.api.title')}>
          <Typography sx={{ mb: 1.5 }}>{t('data.api.intro')}</Typography>
          <Link href={API_DOCS_PATH}>{t('data.api.docs')}</Link>
          <Typography variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 700, mt: 3, mb: 1 }}>
            {t('data.ids.title')}
          </Typography>
          <Box component="ul" sx={listSx}>
            <li>{t('data.ids.neverChanges')}</li>
            <li>{t('data.ids.neverReused')}</li>
            <li>{t('data.ids.merged')}</li>
          </Box>
        </Section>
      </Box>

      <Section title={t('data.embed.title')}>
        <Typography sx={{ mb: 2 }}>{t('data.embed.intro')}</Typography>
        <CopySnippet
          code={embedSnippet(origin, language, t('data.embed.frameTitle'))}
          label={t('data.embed.codeLabel')}
        />
        <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gap: 1.5 }}>
          {[
            { code: `${EMBED_MAP_PATH}?region=Europe`, text: t('data.embed.region') },
            { code: `${EMBED_MAP_PATH}?lang=en`, text: t('data.embed.language') },
          ].map(({ code, text }) => (
            <div key={code}>
              <Box component="dt" sx={{ fontWeight: 700 }}>
                <Code>{code}</Code>
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {text}
              </Box>
            </div>
          ))}
        </Box>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('data.embed.framing')}
        </Typography>
      </Section>
    </Box>
  );
}
