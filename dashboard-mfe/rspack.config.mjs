import { createConfig } from '@blueprint/webpack-config/create-config';

// Exposes: one module per page of src/routes.json (the route definition), built by the factory.
export default createConfig({
  app: 'dashboard',
  dirname: import.meta.dirname,
  title: 'Dashboard',
  description: 'Staff dashboard of internship registrations.',
});
