// @ts-check
import { spawn } from 'node:child_process';

/**
 * Runs a command, streaming its output, and resolves with its exit code (never rejects on a non-zero code).
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions & { quiet?: boolean }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  const { quiet, ...spawnOptions } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: quiet ? 'ignore' : 'inherit', ...spawnOptions });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Like run, but a non-zero exit is an error. */
export async function runOrThrow(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}
