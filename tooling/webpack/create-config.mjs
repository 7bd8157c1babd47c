// @ts-check
// The one webpack config factory (config-factory.mjs), as each app's webpack.config.mjs imports it:
//   export default createConfig({ app: 'marketing', dirname: import.meta.dirname, description: '…' });
// The factory reads the workspace's contract, which is TypeScript: Node is made able to load it first.
import '@blueprint/tsconfig/register.mjs';

/** @type {typeof import('./config-factory.mjs')['createConfig']} */
export const createConfig = (await import('./config-factory.mjs')).createConfig;
