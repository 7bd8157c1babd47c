// Debian's Chromium for the rehearsal, trusting the rehearsal's certificate and nothing more: the SPKI hash of
// its public key is pinned with --ignore-certificate-errors-spki-list, so Chromium accepts exactly that key
// (any other certificate error still fails).
import { createHash, X509Certificate } from 'node:crypto';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

/** base64(SHA-256(SubjectPublicKeyInfo)) of a PEM certificate: what Chromium's SPKI pin list takes. */
export function spkiHash(pem) {
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

export function launchTrusting(certPem) {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${spkiHash(certPem)}`],
  });
}
