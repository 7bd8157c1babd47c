import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id minimum: 19 MiB, two passes.
// (Algorithm is a const enum, which isolated modules cannot read: 2 is Argon2id.)
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

/** False for a wrong password and for a hash argon2 cannot read. */
export const passwordMatches = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);
