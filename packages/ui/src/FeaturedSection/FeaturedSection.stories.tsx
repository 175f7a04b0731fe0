import type { Meta, StoryObj } from '@storybook/react-vite';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { i18n, useTranslation } from '@libatlas/i18n';
import { sampleLibrary } from '../fixtures/sampleLibraries.ts';
import { LibraryCard } from '../LibraryCard/index.ts';
import { FeaturedSection } from './FeaturedSection.tsx';

const meta = {
  title: 'Browse/FeaturedSection',
  component: FeaturedSection,
  args: { title: 'Featured Libraries' },
} satisfies Meta<typeof FeaturedSection>;

export default meta;
type Story = StoryObj<typeof meta>;

// Titles come from the active catalog at render time (the `title` arg is replaced), so each story
// reads right in either language.

const featured = ['fr-bnf', 'eg-enla', 'jp-ndl'].map(sampleLibrary);

function FeaturedLibraries() {
  const { t } = useTranslation();
  return (
    <FeaturedSection title={t('home.featuredTitle')}>
      {featured.map((library) => (
        <LibraryCard key={library.id} library={library} />
      ))}
    </FeaturedSection>
  );
}

export const Default: Story = {
  render: () => <FeaturedLibraries />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: i18n.t('home.featuredTitle') });
    await expect(
      within(section).getByRole('heading', { level: 2, name: i18n.t('home.featuredTitle') }),
    ).toBeVisible();
    await expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** While the libraries load: the heading, and three placeholders where the cards will be. */
export const Loading: Story = {
  render: () => <FeaturedSection title={i18n.t('home.featuredTitle')} loadingCount={3} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: i18n.t('home.featuredTitle') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
    await expect(canvasElement.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(0);
  },
};

const matches = ['fr-bnf', 'gb-bl'].map(sampleLibrary);

function SearchResults({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <FeaturedSection
      title={t('home.searchResultsTitle')}
      status={t('home.resultsCount', { count })}
    >
      {matches.slice(0, count).map((library) => (
        <LibraryCard key={library.id} library={library} />
      ))}
    </FeaturedSection>
  );
}

/** The home page's search results: a live line with the number found, then the cards. */
export const SearchResultsFound: Story = {
  render: () => <SearchResults count={2} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: i18n.t('home.searchResultsTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      i18n.t('home.resultsCount', { count: 2 }),
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const NoSearchResults: Story = {
  render: () => <SearchResults count={0} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      i18n.t('home.resultsCount', { count: 0 }),
    );
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/**
 * More results than the section shows: the count of all of them, the first cards, and a link to
 * the Libraries page with every result.
 */
export const MoreResultsThanShown: Story = {
  render: () => (
    <FeaturedSection
      title={i18n.t('home.searchResultsTitle')}
      status={i18n.t('home.resultsCount', { count: 30 })}
      footer={
        <Link component={RouterLink} to="/libraries?q=national">
          {i18n.t('home.seeAll', { count: 30 })}
        </Link>
      }
    >
      {matches.map((library) => (
        <LibraryCard key={library.id} library={library} />
      ))}
    </FeaturedSection>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      i18n.t('home.resultsCount', { count: 30 }),
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(
      canvas.getByRole('link', { name: i18n.t('home.seeAll', { count: 30 }) }),
    ).toHaveAttribute('href', '/libraries?q=national');
  },
};

/** Nothing holds the text: the count says so, and a link offers the closest name. */
export const DidYouMean: Story = {
  render: () => (
    <FeaturedSection
      title={i18n.t('home.searchResultsTitle')}
      status={i18n.t('home.resultsCount', { count: 0 })}
      footer={
        <Link component={RouterLink} to="/?q=France">
          {i18n.t('home.didYouMean', { text: 'France' })}
        </Link>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: i18n.t('home.didYouMean', { text: 'France' }) }),
    ).toHaveAttribute('href', '/?q=France');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <>
      <FeaturedLibraries />
      <SearchResults count={1} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'مكتبات مختارة' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'نتائج البحث' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('عُثر على مكتبة واحدة');
  },
};
