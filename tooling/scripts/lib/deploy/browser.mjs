// Debian's Chromium for the rehearsal, trusting the rehearsal's certificate and nothing more: the SPKI hash of
// its public key is pinned with --ignore-certificate-errors-spki-list, so Chromium accepts exactly that key
// (any other certificate error still fails). Flags as in e2e/support/environment.ts.
import { createHash, X509Certificate } from 'node:crypto';
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** base64(SHA-256(SubjectPublicKeyInfo)) of a PEM certificate: what Chromium's SPKI pin list takes. */
export function spkiHash(pem) {
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

export function launchTrusting(certPem) {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${spkiHash(certPem)}`],
  });
}
