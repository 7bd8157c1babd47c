// @ts-check
// What the release commands that call the deploy endpoints take on their command line: `npm run deploy -- <remote>
// <id> [--canary <percent>]`, `promote`, `rollback`, `releases` and `preview`. A mistake is said with the usage,
// before anything is sent.

export const USAGE = {
  deploy: 'npm run deploy -- <remote> <release id> [--canary <percent, 1-99>]',
  promote: 'npm run promote -- <remote>',
  rollback: 'npm run rollback -- <remote>',
  releases: 'npm run releases -- <remote>',
  preview: 'npm run preview -- <remote> <release id>',
};

/** @typedef {keyof typeof USAGE} Command */
/** @typedef {{ command: Command, remote: string, release?: string, canary?: number }} Request */

/** Commands that name a release after the remote. */
const WITH_RELEASE = new Set(['deploy', 'preview']);

/**
 * The request `argv` (after the script) asks for, or `{ error }`: a line that says what is wrong, then the usage.
 * @param {string[]} argv
 * @returns {Request | { error: string }}
 */
export function parseCommandLine(argv) {
  const [command, ...rest] = argv;
  if (!command || !(command in USAGE)) return { error: `usage: ${Object.values(USAGE).join('\n       ')}` };
  const name = /** @type {Command} */ (command);
  const usage = `usage: ${USAGE[name]}`;
  /** @type {string[]} */
  const positional = [];
  /** @type {string | undefined} */
  let canaryText;
  for (let index = 0; index < rest.length; index += 1) {
    const arg = /** @type {string} */ (rest[index]);
    if (arg === '--canary' || arg.startsWith('--canary=')) {
      if (name !== 'deploy') return { error: `${name} takes no --canary\n${usage}` };
      canaryText = arg === '--canary' ? rest[(index += 1)] : arg.slice('--canary='.length);
      if (canaryText === undefined) return { error: `--canary needs a percent, a whole number from 1 to 99\n${usage}` };
    } else if (arg.startsWith('-')) return { error: `unknown option ${arg}\n${usage}` };
    else positional.push(arg);
  }
  const wanted = WITH_RELEASE.has(name) ? 2 : 1;
  if (positional.length !== wanted) return { error: usage };
  const [remote, release] = /** @type {[string, string | undefined]} */ (positional);
  /** @type {Request} */
  const request = { command: name, remote, ...(release ? { release } : {}) };
  if (canaryText !== undefined) {
    // A whole number of percent: 100 is a deploy, 0 is no canary.
    if (!/^\d{1,2}$/.test(canaryText) || Number(canaryText) < 1)
      return { error: `--canary takes a whole number of percent from 1 to 99, not "${canaryText}"\n${usage}` };
    request.canary = Number(canaryText);
  }
  return request;
}
