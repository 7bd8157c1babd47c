import { renderStandalone } from '@blueprint/shared/standalone';
import BrowsePage from './pages/browse-page';
import CourseDetailsPage from './pages/course-details-page';

void renderStandalone({
  name: 'Catalog',
  home: '/courses',
  routes: [
    { path: 'courses', element: <BrowsePage />, label: 'Courses' },
    { path: 'courses/:courseName', element: <CourseDetailsPage /> },
  ],
});
