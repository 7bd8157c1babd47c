import { createConfig } from '@blueprint/webpack-config/create-config';

export default createConfig({
  app: 'internship',
  dirname: import.meta.dirname,
  title: 'Internship | Blueprint Academy',
  description: 'Internship cum Final Year Project Program in IT, Civil and Mechanical engineering.',
  exposes: {
    './Landing': './src/pages/landing-page.tsx',
    './ItPrograms': './src/pages/it-programs-page.tsx',
  },
});
