import { createConfig } from '@blueprint/webpack-config/create-config';

// Exposes: one module per page of src/routes.json (the route definition), built by the factory.
export default createConfig({
  app: 'marketing',
  dirname: import.meta.dirname,
  title: 'Blueprint Academy',
  description: 'Design, engineering, construction and IT software courses in Vijayanagar, Bengaluru.',
});
