import { createConfig } from '@blueprint/webpack-config/create-config';

// Exposes: one module per page of src/routes.json (the route definition), built by the factory.
export default createConfig({
  app: 'internship',
  dirname: import.meta.dirname,
  title: 'Internship',
  description: 'Internship cum Final Year Project Program in IT, Civil and Mechanical engineering.',
});
