import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { SITE_NAME } from '@blueprint/contract/site';
import type { StoredPasskey } from '../repositories/second-factors';

// Passkeys (WebAuthn) through SimpleWebAuthn. The relying party is the site a person is on: its ID is the host
// name of the page that asks (its Origin, one of CORS_ORIGINS, so `localhost` under npm start and the public
// host behind the compose proxy), and a signature is good from any of our own origins.

const RP_NAME = SITE_NAME;

export interface RelyingParty {
  /** The host a new passkey is bound to. */
  id: string;
  /** Every origin and host a signature may come from. */
  origins: string[];
  ids: string[];
}

/** The relying party for a request from `origin` (when it is one of ours; else the first of ours). */
export function relyingParty(origin: string | undefined, ownOrigins: readonly string[]): RelyingParty {
  const from = origin !== undefined && ownOrigins.includes(origin) ? origin : ownOrigins[0]!;
  return {
    id: new URL(from).hostname,
    origins: [...ownOrigins],
    ids: [...new Set(ownOrigins.map((each) => new URL(each).hostname))],
  };
}

export function registrationOptions(
  rp: RelyingParty,
  person: { id: string; email: string; name: string },
  existing: StoredPasskey[],
) {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: person.email,
    userDisplayName: person.name,
    userID: new TextEncoder().encode(person.id),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.credentialId, transports: key.transports })),
    // A discoverable credential with the person verified (PIN, fingerprint): it signs in without a password.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/** The new credential, or undefined when the response is not a valid one for this challenge. */
export async function verifiedRegistration(rp: RelyingParty, response: unknown, challenge: string) {
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.ids,
      requireUserVerification: true,
    });
    if (!result.verified) return undefined;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    return undefined;
  }
}

/** Options for signing in with any passkey of ours (the browser offers the person's discoverable ones). */
export function signInOptions(rp: RelyingParty) {
  return generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
}

/** The credential id a sign-in response names, when it has one. */
export const responseCredentialId = (response: unknown): string | undefined => {
  const id = (response as { id?: unknown }).id;
  return typeof id === 'string' ? id : undefined;
};

/** The passkey's new signature counter when the response is its valid signature on the challenge. */
export async function verifiedSignIn(
  rp: RelyingParty,
  response: unknown,
  challenge: string,
  passkey: StoredPasskey,
): Promise<number | undefined> {
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.ids,
      credential: {
        id: passkey.credentialId,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}
