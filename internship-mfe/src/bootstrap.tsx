import { renderStandalone } from '@blueprint/shared/standalone';
import ItProgramsPage from './pages/it-programs-page';
import LandingPage from './pages/landing-page';

void renderStandalone({
  name: 'Internship',
  home: '/internship',
  routes: [
    { path: 'internship', element: <LandingPage />, label: 'Internship' },
    { path: 'internship/it', element: <ItProgramsPage />, label: 'IT programs' },
  ],
});
