// The Node.js check that npm start and npm test load first: which versions pass, and what an old one is told.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isSupported } from '../lib/check-node.cjs';

const ROOT = path.resolve(__dirname, '..', '..');
const CHECK = path.join(ROOT, 'ops', 'lib', 'check-node.cjs');

describe('the Node.js check', () => {
  it.each(['20.19.0', '20.20.2', '22.12.0', '22.23.3', '24.0.0', '25.2.1', '26.10.0'])('lets %s run', (version) => {
    expect(isSupported(version)).toBe(true);
  });

  it.each(['18.20.8', '20.18.3', '21.7.3', '22.11.0', '23.11.1'])('stops %s', (version) => {
    expect(isSupported(version)).toBe(false);
  });

  it("agrees with package.json's engines and .nvmrc", () => {
    const { engines } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(engines.node).toBe('^20.19.0 || ^22.12.0 || >=24.0.0');
    expect(isSupported(`${readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim()}.0.0`)).toBe(true);
  });

  it('lets a supported Node.js go on to the script', () => {
    const result = spawnSync(process.execPath, ['--require', CHECK, '-e', 'console.log("ran")'], { encoding: 'utf8' });
    expect(result.stdout).toBe('ran\n');
    expect(result.status).toBe(0);
  });
});
