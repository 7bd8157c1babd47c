import { createConfig } from '@blueprint/webpack-config/create-config';

export default createConfig({
  app: 'marketing',
  dirname: import.meta.dirname,
  title: 'Blueprint Academy',
  description: 'Design, engineering, construction and IT software courses in Vijayanagar, Bengaluru.',
  exposes: {
    './Home': './src/pages/home-page.tsx',
    './About': './src/pages/about-page.tsx',
    './Contact': './src/pages/contact-page.tsx',
    './Blog': './src/pages/blog-page.tsx',
  },
});
