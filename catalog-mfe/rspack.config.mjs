import { createConfig } from '@blueprint/webpack-config/create-config';

// Exposes: one module per page of src/routes.json (the route definition), built by the factory.
export default createConfig({
  app: 'catalog',
  dirname: import.meta.dirname,
  title: 'Courses',
  description: 'Browse about 50 design, engineering, construction and IT software courses by provider.',
});
