import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import GroupsIcon from '@mui/icons-material/Groups';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import PublicIcon from '@mui/icons-material/Public';
import { useTranslation } from '@libatlas/i18n';

export interface AboutContentProps {
  /** The address the contact button writes to (opened as a `mailto:` link). */
  contactEmail: string;
}

interface Feature {
  key: 'collection' | 'reach' | 'community';
  icon: ReactNode;
}

const FEATURES: readonly Feature[] = [
  { key: 'collection', icon: <LibraryBooksIcon fontSize="large" /> },
  { key: 'reach', icon: <PublicIcon fontSize="large" /> },
  { key: 'community', icon: <GroupsIcon fontSize="large" /> },
];

/**
 * - **Use it** as the whole body of the About page.
 * - **Don't use it** for other static pages: compose `Typography` inside `PageContainer`.
 *
 * The About page's content (spec §2 About): the title (h1) and description, the three feature
 * blocks (collection, reach, community) and the contact block, whose button is a `mailto:` link.
 */
export function AboutContent({ contactEmail }: AboutContentProps) {
  const { t } = useTranslation();
  const contactTitleId = useId();
  const featureTitle = {
    collection: t('about.features.collection.title'),
    reach: t('about.features.reach.title'),
    community: t('about.features.community.title'),
  };
  const featureDescription = {
    collection: t('about.features.collection.description'),
    reach: t('about.features.reach.description'),
    community: t('about.features.community.description'),
  };
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        {t('about.title')}
      </Typography>
      <Typography sx={{ maxWidth: '48rem', fontSize: { md: '1.125rem' } }}>
        {t('about.description')}
      </Typography>

      <Box
        component="ul"
        role="list"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: { xs: 4, md: 6 },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          gap: 3,
        }}
      >
        {FEATURES.map(({ key, icon }) => (
          <Paper component="li" key={key} variant="outlined" sx={{ p: 3 }}>
            <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', mb: 1.5 }}>
              {icon}
            </Box>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {featureTitle[key]}
            </Typography>
            <Typography color="text.secondary">{featureDescription[key]}</Typography>
          </Paper>
        ))}
      </Box>

      <Paper
        component="section"
        aria-labelledby={contactTitleId}
        variant="outlined"
        sx={{
          mt: { xs: 4, md: 6 },
          p: { xs: 3, md: 4 },
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'flex-start', md: 'center' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box>
          <Typography id={contactTitleId} variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
            {t('about.contact.title')}
          </Typography>
          <Typography color="text.secondary">{t('about.contact.description')}</Typography>
        </Box>
        <Button
          variant="contained"
          size="large"
          href={`mailto:${contactEmail}`}
          startIcon={<EmailIcon aria-hidden />}
          sx={{ flexShrink: 0 }}
        >
          {t('about.contact.button')}
        </Button>
      </Paper>
    </Box>
  );
}
