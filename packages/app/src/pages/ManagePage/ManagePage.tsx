import { useTranslation } from '@libatlas/i18n';
import { PageContainer } from '@libatlas/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUrlState } from '../../routing/useUrlState';
import { RequireAdmin } from '../../session/RequireAdmin';
import { LibrariesTab } from './LibrariesTab';
import { UsersTab } from './UsersTab';

type ManageTab = 'libraries' | 'users';

const manageQuery = (params: URLSearchParams): { tab: ManageTab } => ({
  tab: params.get('tab') === 'users' ? 'users' : 'libraries',
});
const manageSearchParams = ({ tab }: { tab: ManageTab }) =>
  new URLSearchParams(tab === 'users' ? { tab } : {});

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
        <Tabs value={query.tab} onChange={(_, tab: ManageTab) => setQuery({ tab })}>
          {(['libraries', 'users'] as const).map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={t(`manage.tabs.${tab}`)}
              id={`${id}-${tab}`}
              aria-controls={`${id}-${tab}-panel`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${id}-${query.tab}-panel`} aria-labelledby={`${id}-${query.tab}`}>
        {query.tab === 'users' ? <UsersTab /> : <LibrariesTab />}
      </Box>
    </PageContainer>
  );
}

/** The management console (spec §2): admins only; anyone else is sent to /. */
export function ManagePage() {
  return (
    <RequireAdmin>
      <Console />
    </RequireAdmin>
  );
}
