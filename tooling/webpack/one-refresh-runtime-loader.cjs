// In development, one React Refresh runtime per page. Each app's build bundles its own copy, and only the one
// that was there when React started knows React: a remote loaded into the shell would register its components
// with a copy that can refresh nothing. So the first copy to run is kept on the page, and every later one is it.
module.exports = function oneRefreshRuntime() {
  return `'use strict';
const key = '__blueprintReactRefreshRuntime';
module.exports = globalThis[key] || (globalThis[key] = require('./cjs/react-refresh-runtime.development.js'));
`;
};
