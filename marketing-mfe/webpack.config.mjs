import { createConfig } from '@blueprint/webpack-config/create-config';

// Exposes: one module per page of src/routes.json (the route definition), built by the factory. Its page's title
// is the site's name, the factory's default.
export default createConfig({
  app: 'marketing',
  dirname: import.meta.dirname,
  description: 'Design, engineering, construction and IT software courses in Vijayanagar, Bengaluru.',
});
