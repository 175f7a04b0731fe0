import { AppLayout } from '@libatlas/ui';
import { Outlet, useNavigate } from 'react-router-dom';
import { useSettings } from '../api/settings';

/** Header and footer around every page (spec §2). */
export function AppShell() {
  const { settings } = useSettings();
  const navigate = useNavigate();
  return (
    <AppLayout ownerName={settings.ownerName} onLogin={() => navigate('/login')}>
      <Outlet />
    </AppLayout>
  );
}
