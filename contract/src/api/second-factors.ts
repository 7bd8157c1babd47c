// Second factors' answers (README "Signing in"): a sign-in that waits for its second step, the signed-in
// person's own factors, an authenticator app being added, recovery codes and passkeys.
import * as z from 'zod/mini';
import { component, id, timestamp } from './common.ts';
import { sessionResponse } from './staff.ts';

const described = <S extends z.ZodMiniType>(schema: S, description: string) => schema.check(z.meta({ description }));

export const SECOND_FACTOR_METHODS = ['totp', 'recovery-code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** 202 from a sign-in with the right password, when the person has a second factor: no session yet. */
export const secondStepRequired = component(
  'SecondStepRequired',
  z.object({
    secondStep: described(z.string(), 'Send it back with a code or a recovery code to POST …/second-step'),
    methods: described(z.array(z.enum(SECOND_FACTOR_METHODS)), 'What this person can use'),
    expiresAt: timestamp,
  }),
);
export type SecondStepRequired = z.infer<typeof secondStepRequired>;

/** A passkey, as its owner sees it in their list. */
export const passkey = component('Passkey', z.object({ _id: id, name: z.string(), createdAt: timestamp, lastUsedAt: z.nullable(timestamp) }));
export type Passkey = z.infer<typeof passkey>;

/** `GET /api/auth/second-factors`: the signed-in person's own second factors. */
export const secondFactors = component(
  'SecondFactors',
  z.object({
    totp: described(z.boolean(), 'An authenticator app is confirmed'),
    recoveryCodesLeft: z.int().check(z.minimum(0)),
    passkeys: z.array(passkey),
    required: described(z.boolean(), 'STAFF_MFA=required and this admin has none yet: nothing else is allowed until one is added'),
  }),
);
export type SecondFactors = z.infer<typeof secondFactors>;

/** `POST /api/auth/totp`: a new app's secret, shown once (as text and as the URI an app reads). */
export const totpEnrolment = component('TotpEnrolment', z.object({ secret: z.string(), uri: z.string() }));
export type TotpEnrolment = z.infer<typeof totpEnrolment>;

/** New recovery codes, shown once: each works one time. */
export const recoveryCodes = component('RecoveryCodes', z.object({ recoveryCodes: z.array(z.string()) }));
export type RecoveryCodes = z.infer<typeof recoveryCodes>;

/** `POST /api/auth/passkeys`: the passkey added, and recovery codes when it is the person's first factor. */
export const passkeyAdded = component('PasskeyAdded', z.object({ passkey, recoveryCodes: z.optional(z.array(z.string())) }));
export type PasskeyAdded = z.infer<typeof passkeyAdded>;

/** WebAuthn options for the browser (SimpleWebAuthn's JSON), with the id of the challenge they carry. */
export const passkeyOptions = component(
  'PasskeyOptions',
  z.object({ challengeId: z.string(), options: described(z.record(z.string(), z.unknown()), 'PublicKeyCredentialCreationOptionsJSON or …RequestOptionsJSON') }),
);
export type PasskeyOptions = z.infer<typeof passkeyOptions>;

/** What the dashboard's sign-in answers: signed in (200), or waiting for the second step (202). The second
 * step first: a sign-in answer's object keeps only its own keys, so it would read a 202 as signed in. */
export const sessionOrSecondStep = z.union([secondStepRequired, sessionResponse]);
