import { renderStandalone } from '@blueprint/shared/standalone';
import DashboardPage from './pages/dashboard-page';

void renderStandalone({
  name: 'Dashboard',
  home: '/dashboard',
  routes: [{ path: 'dashboard', element: <DashboardPage />, label: 'Dashboard' }],
});
