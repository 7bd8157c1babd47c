import { createConfig } from '@blueprint/webpack-config/create-config';

export default createConfig({
  app: 'shell',
  dirname: import.meta.dirname,
  title: 'Blueprint Academy | Design, Engineering and IT Software Courses',
  description:
    'Blueprint Academy, Vijayanagar, Bengaluru: AutoCAD, Revit, BIM, SolidWorks, STAAD.Pro and full-stack IT courses, internships and final year projects.',
  // No remote URLs here: the shell registers them at run time from /runtime-config.json.
  runtimePlugins: ['./src/remotes/resilience-plugin.ts', './src/remotes/federation-warnings-plugin.ts', './src/remotes/yield-plugin.ts'],
});
