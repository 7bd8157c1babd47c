// Loaded with `node --require` before npm start's and npm test's scripts, so that it runs on any Node.js, old
// ones included, before a module the scripts import can fail in a way that names no version. It states what
// package.json's `engines` states: ^20.19.0 || ^22.12.0 || >=24.0.0.
'use strict';

// [major, lowest minor] of the older lines still supported; every release from NEWEST_LINE on is.
const OLDER_LINES = [
  [20, 19],
  [22, 12],
];
const NEWEST_LINE = 24;

/** @param {string} version `process.versions.node`, e.g. "20.19.1" */
function isSupported(version) {
  const [major, minor] = version.split('.').map(Number);
  return major >= NEWEST_LINE || OLDER_LINES.some(([line, lowest]) => major === line && minor >= lowest);
}

const found = process.versions.node;
if (!isSupported(found)) {
  const wanted = [...OLDER_LINES.map(([line, minor]) => `${line}.${minor}+`), `${NEWEST_LINE} or newer`].join(', ');
  process.stderr.write(
    `\nBlueprint Academy needs Node.js ${wanted}; this is Node.js ${found}.\n` +
      'With nvm: run `nvm install` then `nvm use` in this folder (.nvmrc names the version).\n' +
      'Otherwise install an LTS release from https://nodejs.org and run the command again.\n\n',
  );
  process.exit(1);
}

module.exports = { isSupported };
