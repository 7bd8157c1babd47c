import { createConfig } from '@blueprint/webpack-config/create-config';

export default createConfig({
  app: 'dashboard',
  dirname: import.meta.dirname,
  title: 'Dashboard | Blueprint Academy',
  description: 'Staff dashboard of internship registrations.',
  exposes: {
    './Dashboard': './src/pages/dashboard-page.tsx',
  },
});
