import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Secrets the server must read back (an authenticator app's TOTP secret) are kept sealed: AES-256-GCM with a
// key derived from the token secret (JWT_SECRET or DATA_DIR/jwt-secret), so a copy of the database alone does
// not give anyone a person's codes. A new token secret makes the old seals unreadable: those people are
// asked for a recovery code, or an admin resets their second factor.

const VERSION = 'v1';

export interface Sealer {
  seal(plain: string): string;
  /** The plain text; undefined when the seal is not this key's (a changed secret) or was altered. */
  open(sealed: string): string | undefined;
}

export function createSealer(rootSecret: Uint8Array, purpose: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', rootSecret, new Uint8Array(0), `blueprint ${purpose}`, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
