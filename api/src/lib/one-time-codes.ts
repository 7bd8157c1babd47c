import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { SITE_NAME } from '@blueprint/contract/site';

// The codes a person types as a second factor: an authenticator app's six digits (TOTP, RFC 6238, as every
// app reads an otpauth:// URI) and one-time recovery codes.

export const RECOVERY_CODE_COUNT = 10;
const ISSUER = SITE_NAME;
// Letters and digits that cannot be mistaken for one another when read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/**
 * The time step of `code` when it is the app's code now (or one step either side, for a phone's clock a
 * little off); undefined otherwise. The caller refuses a step already used.
 */
export async function totpStep(secret: string, code: string): Promise<number | undefined> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  try {
    const result = await verify({ secret, token, epochTolerance: 30 });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}

/** Ten codes like `k7qd-m2xw-p9ht` (60 bits each). */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}-${part()}`);
}

/** What is stored of a recovery code: its hash, whatever its case, spaces or dashes as typed. */
export function recoveryCodeHash(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]+/g, '');
  return createHash('sha256').update(normalized).digest('hex');
}
