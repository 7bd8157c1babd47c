import { createConfig } from '@blueprint/webpack-config/create-config';

export default createConfig({
  app: 'catalog',
  dirname: import.meta.dirname,
  title: 'Courses | Blueprint Academy',
  description: 'Browse about 50 design, engineering, construction and IT software courses by provider.',
  exposes: {
    './Browse': './src/pages/browse-page.tsx',
    './CourseDetails': './src/pages/course-details-page.tsx',
    './navigation': './src/navigation.ts',
  },
});
