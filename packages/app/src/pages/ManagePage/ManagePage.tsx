import { useTranslation } from '@libatlas/i18n';
import { PageContainer } from '@libatlas/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs, { tabsClasses } from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUrlState } from '../../routing/useUrlState';
import { RequireAdmin } from '../../session/RequireAdmin';
import { GapsTab } from './GapsTab';
import { LibrariesTab } from './LibrariesTab';
import { ProposalsTab } from './ProposalsTab';
import { UsersTab } from './UsersTab';
import { PageHead } from '../../head/PageHead';

const MANAGE_TABS = ['libraries', 'users', 'edits', 'gaps'] as const;
type ManageTab = (typeof MANAGE_TABS)[number];

const TAB_LABELS = {
  libraries: 'manage.tabs.libraries',
  users: 'manage.tabs.users',
  edits: 'suggestionBoard.proposalsTab',
  gaps: 'manage.gaps.tab',
} as const;

const manageQuery = (params: URLSearchParams): { tab: ManageTab } => ({
  tab: MANAGE_TABS.find((tab) => tab === params.get('tab')) ?? 'libraries',
});
const manageSearchParams = ({ tab }: { tab: ManageTab }) =>
  new URLSearchParams(tab === 'libraries' ? {} : { tab });

/** What the user screens hand back to the console after a save (spec §4: a success message). */
export interface ManageLocationState {
  success?: string;
}

function Console() {
  const { t } = useTranslation();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const success = (location.state as ManageLocationState | null)?.success;
  const [query, setQuery] = useUrlState({ parse: manageQuery, serialize: manageSearchParams });

  return (
    <PageContainer>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('manage.title')}
      </Typography>
      {success && (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          onClose={() => void navigate(location, { replace: true, state: null })}
        >
          {success}
        </Alert>
      )}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        {/* Four tabs are wider than a phone: they scroll, with arrows that say so. From md up
            they always fit, and the arrows stay hidden: MUI shows them when its observers of the
            first and last tab report them cut, which a busy first layout sometimes did at 1280 px
            (both arrows stayed, the tabs shifted by their width). */}
        <Tabs
          value={query.tab}
          onChange={(_, tab: ManageTab) => setQuery({ tab })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ [`& .${tabsClasses.scrollButtons}`]: { display: { md: 'none' } } }}
        >
          {MANAGE_TABS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={t(TAB_LABELS[tab])}
              id={`${id}-${tab}`}
              aria-controls={`${id}-${tab}-panel`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${id}-${query.tab}-panel`} aria-labelledby={`${id}-${query.tab}`}>
        {query.tab === 'users' ? (
          <UsersTab />
        ) : query.tab === 'edits' ? (
          <ProposalsTab />
        ) : query.tab === 'gaps' ? (
          <GapsTab />
        ) : (
          <LibrariesTab />
        )}
      </Box>
    </PageContainer>
  );
}

/** The management console (spec §2): admins only; anyone else is sent to /. */
export function ManagePage() {
  const { t } = useTranslation();
  return (
    <RequireAdmin>
      <PageHead name={t('manage.title')} />
      <Console />
    </RequireAdmin>
  );
}
