import { createConfig } from '@blueprint/webpack-config/create-config';

export default createConfig({
  app: 'shell',
  dirname: import.meta.dirname,
  title: 'Design, Engineering and IT Software Courses',
  description:
    'Courses in Vijayanagar, Bengaluru: AutoCAD, Revit, BIM, SolidWorks, STAAD.Pro and full-stack IT, internships and final year projects.',
  // No remote URLs here: the shell registers them at run time from /runtime-config.json.
  runtimePlugins: [
    './src/remotes/resilience-plugin.ts',
    './src/remotes/federation-warnings-plugin.ts',
    './src/remotes/yield-plugin.ts',
  ],
});
