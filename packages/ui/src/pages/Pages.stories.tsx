import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  DEFAULT_SITE_SETTINGS,
  REGION_NAMES,
  type Library,
  type SessionUser,
  type SuggestionFilter,
} from '@libatlas/contracts';
import { countDistinct, filterLibraries, type RegionFilterValue } from '@libatlas/directory';
import { i18n, useLanguage, useTranslation } from '@libatlas/i18n';
import { AboutContent } from '../AboutContent/index.ts';
import { AskLibraryView } from '../AskLibraryView/index.ts';
import { sampleConversation } from '../fixtures/sampleConversation.ts';
import { FeaturedSection } from '../FeaturedSection/index.ts';
import { HomeHero } from '../HomeHero/index.ts';
import { LibraryCard } from '../LibraryCard/index.ts';
import { LibraryDetailView } from '../LibraryDetailView/index.ts';
import { LibraryForm } from '../LibraryForm/index.ts';
import { LibraryGrid } from '../LibraryGrid/index.ts';
import { LoginDialog } from '../LoginDialog/index.ts';
import { ManageLibrariesTable } from '../ManageLibrariesTable/index.ts';
import { MapView } from '../MapView/index.ts';
import { PageContainer } from '../PageContainer/index.ts';
import { PremiumNotice } from '../PremiumNotice/index.ts';
import { ProfileView } from '../ProfileView/index.ts';
import { RegionFilter } from '../RegionFilter/index.ts';
import { RegionSection } from '../RegionSection/index.ts';
import { SearchField } from '../SearchField/index.ts';
import { SuggestionsBoard } from '../SuggestionsBoard/index.ts';
import { UserDetailsView, userActivity } from '../UserDetailsView/index.ts';
import { UserForm } from '../UserForm/index.ts';
import { UsersTable } from '../UsersTable/index.ts';
import { UsersTableErrorBoundary } from '../UsersTableErrorBoundary/index.ts';
import { ViewModeToggle, type ViewMode } from '../ViewModeToggle/index.ts';
import { sampleLibraries, sampleLibrary } from '../fixtures/sampleLibraries.ts';
import { sampleSuggestions } from '../fixtures/sampleSuggestions.ts';
import { sampleUserById, sampleUsers } from '../fixtures/sampleUsers.ts';
import { SitePage } from './SitePage.tsx';
import { ThemePlayground } from './ThemePlayground.tsx';

// The site's main routes (spec §2), each composed from the design system's components over the
// sample data, as the app composes them (packages/app/src/pages) but without its data hooks. The
// visual suite shows each in English and in Arabic; the app's own pages are compared whole by
// the page suite (e2e/pages).

const session = (id: string): SessionUser => {
  const user = sampleUserById(id);
  return { ...user, isAdmin: user.role === 'admin' };
};
/** A regular user, a premium user and an admin of the sample data. */
const REGULAR = session('u-amina');
const PREMIUM = session('u-james');
const ADMIN = session('u-admin');

// Port 9 (discard) never answers: every tile fails at once, as on a machine without network.
const UNREACHABLE_TILES = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

const meta = {
  title: 'Pages',
  component: SitePage,
  subcomponents: { ThemePlayground },
  args: { user: null, children: null },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The map has loaded its code and drawn its markers. */
async function mapDrawn(canvasElement: HTMLElement) {
  const map = await within(canvasElement).findByRole(
    'region',
    { name: i18n.t('map.label') },
    { timeout: 15000 },
  );
  await waitFor(
    () => expect(map.querySelectorAll('img.leaflet-marker-icon').length).toBeGreaterThan(0),
    { timeout: 10000 },
  );
}

/**
 * Home (`/`): the hero with its counters, the search box, three featured libraries. An admin's
 * cards have an Edit button, which opens the library form over the page, as on the site.
 */
function HomePage({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Library | null>(null);
  const canEdit = user?.isAdmin ?? false;
  return (
    <SitePage user={user}>
      <PageContainer>
        <HomeHero {...countDistinct(sampleLibraries)} />
        <Box sx={{ maxWidth: 640, mx: 'auto', my: 4 }}>
          <SearchField
            value={search}
            onChange={setSearch}
            label={t('home.searchLabel')}
            placeholder={t('home.searchPlaceholder')}
          />
        </Box>
        {/* The app draws three at random; the story keeps the first three, so it never moves. */}
        <FeaturedSection title={t('home.featuredTitle')}>
          {sampleLibraries.slice(0, 3).map((library) => (
            <LibraryCard
              key={library.id}
              library={library}
              canEdit={canEdit}
              onEdit={(shown) =>
                setEditing(sampleLibraries.find(({ id }) => id === shown.id) ?? null)
              }
            />
          ))}
        </FeaturedSection>
      </PageContainer>
      {canEdit && (
        <LibraryForm
          open={editing !== null}
          mode="edit"
          library={editing ?? undefined}
          onClose={() => setEditing(null)}
          onSubmit={async () => setEditing(null)}
          onUploadImage={async () => '/uploads/new-facade.png'}
          tileUrl={UNREACHABLE_TILES}
        />
      )}
    </SitePage>
  );
}

/** Home (`/`) for a visitor: the hero with its counters, the search box, three featured libraries. */
export const Home: Story = {
  name: 'Home · visitor',
  parameters: { route: '/' },
  render: () => <HomePage user={null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: i18n.t('nav.login') })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    await expect(canvas.queryByRole('button', { name: i18n.t('library.edit') })).toBeNull();
  },
};

/** Home for an admin: an Edit button on every card, which opens that library in the form. */
export const HomeAdmin: Story = {
  name: 'Home · admin',
  parameters: { route: '/' },
  render: () => <HomePage user={ADMIN} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const edits = canvas.getAllByRole('button', { name: i18n.t('library.edit') });
    await expect(edits).toHaveLength(3);
    // Each Edit names its library (the card's title describes the button).
    const [first] = sampleLibraries;
    const name = i18n.language === 'ar' ? first!.lib_name.ar : first!.lib_name.en;
    await expect(edits[0]).toHaveAccessibleDescription(name);
    await userEvent.click(edits[0]!);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: i18n.t('libraryForm.editTitle') });
    await waitFor(() => expect(dialog).toBeVisible());
    // The form's map arrives with its own code; the story should not end half drawn.
    await within(dialog).findByRole('region', { name: i18n.t('map.label') }, { timeout: 15000 });
    await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('common.cancel') }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(edits[0]).toHaveFocus();
    // Clicking Edit scrolled the cards into view; the page is compared from its top, as it opens.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

/** Libraries (`/libraries`) in grid view, its search and region filter working over the samples. */
export const Libraries: Story = {
  name: 'Libraries · visitor',
  parameters: { route: '/libraries' },
  render: function Render() {
    const { t } = useTranslation();
    const { language } = useLanguage();
    const [view, setView] = useState<ViewMode>('grid');
    const [search, setSearch] = useState('');
    const [region, setRegion] = useState<RegionFilterValue>('all');
    const libraries = useMemo(
      () => filterLibraries(sampleLibraries, { search, region, language }),
      [search, region, language],
    );
    return (
      <SitePage user={null}>
        <PageContainer>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
          >
            <Typography variant="h4" component="h1">
              {t('libraries.title')}
            </Typography>
            <ViewModeToggle value={view} onChange={setView} />
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
            <Box sx={{ flex: 2 }}>
              <SearchField
                value={search}
                onChange={setSearch}
                label={t('libraries.searchLabel')}
                placeholder={t('libraries.searchPlaceholder')}
              />
            </Box>
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <RegionFilter value={region} onChange={setRegion} />
            </Box>
          </Stack>
          <Typography role="status" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('libraries.count', { count: libraries.length })}
          </Typography>
          {view === 'map' ? (
            <MapView
              libraries={libraries}
              tileUrl={UNREACHABLE_TILES}
              height="70vh"
              fitToLibraries
              linkToDetails
            />
          ) : (
            <LibraryGrid libraries={libraries} headingLevel="h2" />
          )}
        </PageContainer>
      </SitePage>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = i18n.t('libraries.count', { count: sampleLibraries.length });
    await expect(canvas.getByText(all)).toHaveAttribute('role', 'status');
    // The search narrows the grid, as on the site; clearing it brings every library back.
    await userEvent.type(canvas.getByRole('searchbox'), 'zzzz');
    await expect(canvas.getByText(i18n.t('libraries.count', { count: 0 }))).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox'));
    await expect(canvas.getByText(all)).toBeVisible();
  },
};

const bnf = sampleLibrary('fr-bnf');

/** A library's page (`/libraries/{id}`): its details and the map of its location. */
export const LibraryDetail: Story = {
  name: 'Library detail · visitor',
  parameters: { route: `/libraries/${bnf.id}` },
  render: () => (
    <SitePage user={null}>
      <PageContainer>
        <LibraryDetailView
          state="loaded"
          library={bnf}
          mapSlot={
            <MapView
              libraries={[bnf]}
              tileUrl={UNREACHABLE_TILES}
              height="100%"
              center={bnf.location}
              zoom={14}
            />
          }
        />
      </PageContainer>
    </SitePage>
  ),
  play: async ({ canvasElement }) => mapDrawn(canvasElement),
};

/** The libraries by region, sorted by English name, every known region listed (spec §2). */
function byRegion(libraries: readonly Library[]): [string, Library[]][] {
  const groups = new Map<string, Library[]>(REGION_NAMES.map((name) => [name, []]));
  for (const library of libraries)
    groups.set(library.region.en, [...(groups.get(library.region.en) ?? []), library]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'en'));
}

/** Regions (`/regions`): the map of all libraries, then one section per region. */
export const Regions: Story = {
  name: 'Regions · visitor',
  parameters: { route: '/regions' },
  render: function Render() {
    const { t } = useTranslation();
    return (
      <SitePage user={null}>
        <PageContainer>
          <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
            {t('regions.subtitle')}
          </Typography>
          <Stack spacing={6}>
            <MapView
              libraries={sampleLibraries}
              tileUrl={UNREACHABLE_TILES}
              height={500}
              fitToLibraries
            />
            {byRegion(sampleLibraries).map(([region, libraries]) => (
              <RegionSection key={region} region={region} count={libraries.length}>
                {libraries.map((library) => (
                  <LibraryCard key={library.id} library={library} />
                ))}
              </RegionSection>
            ))}
          </Stack>
        </PageContainer>
      </SitePage>
    );
  },
  play: async ({ canvasElement }) => mapDrawn(canvasElement),
};

/** About (`/about`). */
export const About: Story = {
  name: 'About · visitor',
  parameters: { route: '/about' },
  render: () => (
    <SitePage user={null}>
      <PageContainer>
        <AboutContent contactEmail={DEFAULT_SITE_SETTINGS.contactEmail} />
      </PageContainer>
    </SitePage>
  ),
};

function SuggestionsPage({ user }: { user: SessionUser | null }) {
  const [filter, setFilter] = useState<SuggestionFilter>('all');
  return (
    <SitePage user={user}>
      <PageContainer>
        <SuggestionsBoard
          suggestions={sampleSuggestions}
          loading={false}
          error={null}
          filter={filter}
          onFilterChange={setFilter}
          currentUserId={user?.id ?? null}
          isAdmin={user?.isAdmin ?? false}
          onCreate={async () => undefined}
          onVote={() => undefined}
          onComment={async () => undefined}
          onSetStatus={() => undefined}
          onSignIn={() => undefined}
        />
      </PageContainer>
    </SitePage>
  );
}

/** Suggestions (`/suggestions`) for a visitor: read only, with a prompt to sign in. */
export const Suggestions: Story = {
  name: 'Suggestions · visitor',
  parameters: { route: '/suggestions' },
  render: () => <SuggestionsPage user={null} />,
};

/** Suggestions for a signed-in user: New suggestion, votes, comments and the Mine filter. */
export const SuggestionsSignedIn: Story = {
  name: 'Suggestions · user',
  parameters: { route: '/suggestions' },
  render: () => <SuggestionsPage user={REGULAR} />,
};

/** The signed-in user's profile (`/profile`). */
export const Profile: Story = {
  name: 'Profile · user',
  parameters: { route: '/profile' },
  render: () => (
    <SitePage user={REGULAR}>
      <PageContainer>
        <ProfileView user={REGULAR} onSave={async () => undefined} />
      </PageContainer>
    </SitePage>
  ),
};

/** Ask Library (`/ask-lib`) for a premium user: the assistant with a conversation under way. */
export const AskLibrary: Story = {
  name: 'Ask Library · premium',
  parameters: { route: '/ask-lib' },
  render: function Render() {
    const { language } = useLanguage();
    return (
      <SitePage user={PREMIUM}>
        <PageContainer>
          <AskLibraryView
            messages={sampleConversation(language)}
            pending={false}
            onSend={() => undefined}
          />
        </PageContainer>
      </SitePage>
    );
  },
};

/** Ask Library for a regular user: the premium notice instead of the assistant. */
export const AskLibraryUpgrade: Story = {
  name: 'Ask Library · user',
  parameters: { route: '/ask-lib' },
  render: () => (
    <SitePage user={REGULAR}>
      <PageContainer>
        <PremiumNotice contactEmail={DEFAULT_SITE_SETTINGS.contactEmail} />
      </PageContainer>
    </SitePage>
  ),
};

/** The management console (`/manage`) for an admin: the libraries tab, and the users tab. */
export const Manage: Story = {
  name: 'Manage · admin',
  parameters: { route: '/manage' },
  render: function Render() {
    const { t } = useTranslation();
    const [tab, setTab] = useState<'libraries' | 'users'>('libraries');
    return (
      <SitePage user={ADMIN}>
        <PageContainer>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('manage.title')}
          </Typography>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
            <Tabs value={tab} onChange={(_, next: typeof tab) => setTab(next)}>
              {(['libraries', 'users'] as const).map((key) => (
                <Tab
                  key={key}
                  value={key}
                  label={t(`manage.tabs.${key}`)}
                  id={`manage-${key}`}
                  aria-controls={`manage-${key}-panel`}
                />
              ))}
            </Tabs>
          </Box>
          <Box role="tabpanel" id={`manage-${tab}-panel`} aria-labelledby={`manage-${tab}`}>
            {tab === 'users' ? (
              <UsersTableErrorBoundary>
                <UsersTable users={sampleUsers} onDelete={() => undefined} />
              </UsersTableErrorBoundary>
            ) : (
              <ManageLibrariesTable
                libraries={sampleLibraries}
                onAdd={() => undefined}
                onEdit={() => undefined}
                onDelete={() => undefined}
              />
            )}
          </Box>
        </PageContainer>
      </SitePage>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: i18n.t('manage.tabs.users') }));
    await expect(await canvas.findByRole('grid')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: i18n.t('manage.tabs.libraries') }));
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

const JAMES = sampleUserById('u-james');

/** A user's read-only page (`/users/{userId}`) for an admin. */
export const UserDetails: Story = {
  name: 'User details · admin',
  parameters: { route: `/users/${JAMES.id}` },
  render: function Render() {
    const { language } = useLanguage();
    return (
      <SitePage user={ADMIN}>
        <PageContainer>
          <UserDetailsView
            user={JAMES}
            activity={userActivity(JAMES.id, sampleSuggestions, language)}
            editHref={`/users/${JAMES.id}/edit`}
            backHref="/manage?tab=users"
          />
        </PageContainer>
      </SitePage>
    );
  },
};

/** The edit user form (`/users/{userId}/edit`) for an admin. */
export const UserEdit: Story = {
  name: 'User edit · admin',
  parameters: { route: `/users/${JAMES.id}/edit` },
  render: () => (
    <SitePage user={ADMIN}>
      <PageContainer>
        <UserForm
          mode="edit"
          user={JAMES}
          isMainAdmin={JAMES.isMainAdmin}
          backHref={`/users/${JAMES.id}`}
          onCancel={() => undefined}
          onSubmit={async () => undefined}
        />
      </PageContainer>
    </SitePage>
  ),
};

/** The add user form (`/users/add`) for an admin: empty, a Regular user by default. */
export const UserAdd: Story = {
  name: 'User add · admin',
  parameters: { route: '/users/add' },
  render: () => (
    <SitePage user={ADMIN}>
      <PageContainer>
        <UserForm
          mode="create"
          backHref="/manage?tab=users"
          onCancel={() => undefined}
          onSubmit={async () => undefined}
        />
      </PageContainer>
    </SitePage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18n.t('users.addTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: i18n.t('users.fields.name') })).toHaveValue(
      '',
    );
  },
};

/**
 * Customise Website (`/customize`) for an admin: the theme playground. The panels restyle the
 * whole page as they change, as on the site; Cancel goes back to the saved look.
 */
export const Customize: Story = {
  name: 'Customise · admin (theme playground)',
  parameters: { route: '/customize' },
  render: () => <ThemePlayground user={ADMIN} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = () => getComputedStyle(document.body).backgroundColor;
    const before = page();
    await userEvent.click(canvas.getByRole('radio', { name: i18n.t('customize.schemes.dark') }));
    // The whole page previews the dark scheme at once.
    await waitFor(() => expect(page()).toBe('rgb(18, 18, 18)'));
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('customize.cancel') }));
    await waitFor(() => expect(page()).toBe(before));
  },
};

/**
 * `/login` after a refused delete (spec §4: a 401 sends the browser here, with the reason): the
 * page says why and opens the login modal at once; closed, the page's button opens it again.
 */
export const Login: Story = {
  name: 'Login · visitor',
  parameters: { route: '/login' },
  render: function Render(_, { viewMode }) {
    const { t } = useTranslation();
    // On the Docs page, among the other pages, the modal waits for the Login button instead of
    // covering the whole Docs page at once.
    const [open, setOpen] = useState(viewMode !== 'docs');
    return (
      <SitePage user={null} onLogin={() => setOpen(true)}>
        <PageContainer>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
            <Typography variant="h4" component="h1">
              {t('auth.loginTitle')}
            </Typography>
            <Alert severity="error">{t('library.deleteUnauthorized')}</Alert>
            <Button variant="contained" onClick={() => setOpen(true)}>
              {t('nav.login')}
            </Button>
          </Stack>
        </PageContainer>
        <LoginDialog
          open={open}
          onClose={() => setOpen(false)}
          onLogin={async () => setOpen(false)}
          onSignUp={async () => setOpen(false)}
        />
      </SitePage>
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const findDialog = async () => {
      const dialog = await body.findByRole('dialog', { name: i18n.t('auth.loginTitle') });
      await waitFor(() => expect(dialog).toBeVisible());
      return dialog;
    };
    await findDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('library.deleteUnauthorized'))).toBeVisible();
    // The page's own button, not the header's: both are named Login.
    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getByRole('button', { name: i18n.t('nav.login') }));
    await findDialog();
  },
};

/** Any other address: the 404 page, with its way back home. */
export const NotFound: Story = {
  name: 'Not found · visitor',
  parameters: { route: '/no-such-page' },
  render: function Render() {
    const { t } = useTranslation();
    return (
      <SitePage user={null}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
          <Typography variant="h4" component="h1">
            {t('errors.notFoundTitle')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('errors.notFoundPage')}</Typography>
          <Button component={RouterLink} to="/" variant="contained">
            {t('errors.backHome')}
          </Button>
        </Stack>
      </SitePage>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: i18n.t('errors.backHome') })).toHaveAttribute(
      'href',
      '/',
    );
  },
};
