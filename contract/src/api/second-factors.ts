// Second factors (README "Signing in"): the bodies of a sign-in's second step, an authenticator app's
// confirmation and a passkey's ceremonies, as the API takes them and the dashboard's forms check them; and the
// answers: a sign-in that waits for its second step, the signed-in person's own factors, an authenticator app
// being added, recovery codes and passkeys.
import * as z from 'zod/mini';
import { component, id, timestamp } from './common.ts';
import { requiredText } from './fields.ts';
import { sessionResponse } from './staff.ts';

export const CODE_ERROR = 'Enter the 6-digit code from your authenticator app';
export const RECOVERY_CODE_ERROR = 'Enter one of your recovery codes';
const PENDING_ERROR = 'This sign-in has expired; sign in again';

/** Six digits, spaces allowed between them (apps show `123 456`). */
export const totpCodeField = z.string({ error: CODE_ERROR }).check(z.regex(/^\s*\d{3}\s?\d{3}\s*$/, CODE_ERROR));
/** A recovery code as printed (`k7qd-m2xw-p9ht`), in any case, with or without dashes. */
export const recoveryCodeField = z
  .string({ error: RECOVERY_CODE_ERROR })
  .check(z.regex(/^\s*[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}\s*$/, RECOVERY_CODE_ERROR));
const opaqueId = (error: string) => z.string({ error }).check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, error));

/** `POST /api/auth/session/second-step` (and `/api/auth/login/second-step`): a code or a recovery code. */
export const secondStepSchema = z.object({
  secondStep: opaqueId(PENDING_ERROR),
  code: z.optional(totpCodeField),
  recoveryCode: z.optional(recoveryCodeField),
});
export type SecondStep = z.output<typeof secondStepSchema>;

/** `POST /api/auth/totp/confirm`: the first code the app shows. */
export const totpConfirmSchema = z.object({ code: totpCodeField });
export type TotpConfirm = z.output<typeof totpConfirmSchema>;

export const passkeyNameField = requiredText('Name', 1, 60);

/** `PATCH /api/auth/passkeys/:id`. */
export const passkeyRenameSchema = z.object({ name: passkeyNameField });

/** What the browser's WebAuthn call answered (SimpleWebAuthn's JSON), checked by the server's library. */
const webAuthnResponse = z.looseObject({
  id: z.string({ error: 'Invalid passkey response' }),
  type: z.literal('public-key', { error: 'Invalid passkey response' }),
});

/** `POST /api/auth/passkeys`: the new credential, and what the person calls it. */
export const passkeyAddSchema = z.object({
  challengeId: opaqueId('The passkey request has expired; try again'),
  name: passkeyNameField,
  response: webAuthnResponse,
});

/** `POST /api/auth/passkey/session` (and `/api/auth/passkey/login`): a passkey's signature on the challenge. */
export const passkeySignInSchema = z.object({
  challengeId: opaqueId('The passkey request has expired; try again'),
  response: webAuthnResponse,
});

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
export const passkey = component(
  'Passkey',
  z.object({ _id: id, name: z.string(), createdAt: timestamp, lastUsedAt: z.nullable(timestamp) }),
);
export type Passkey = z.infer<typeof passkey>;

/** `GET /api/auth/second-factors`: the signed-in person's own second factors. */
export const secondFactors = component(
  'SecondFactors',
  z.object({
    totp: described(z.boolean(), 'An authenticator app is confirmed'),
    recoveryCodesLeft: z.int().check(z.minimum(0)),
    passkeys: z.array(passkey),
    required: described(
      z.boolean(),
      'STAFF_MFA=required and this admin has none yet: nothing else is allowed until one is added',
    ),
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
export const passkeyAdded = component(
  'PasskeyAdded',
  z.object({ passkey, recoveryCodes: z.optional(z.array(z.string())) }),
);
export type PasskeyAdded = z.infer<typeof passkeyAdded>;

/** WebAuthn options for the browser (SimpleWebAuthn's JSON), with the id of the challenge they carry. */
export const passkeyOptions = component(
  'PasskeyOptions',
  z.object({
    challengeId: z.string(),
    options: described(
      z.record(z.string(), z.unknown()),
      'PublicKeyCredentialCreationOptionsJSON or …RequestOptionsJSON',
    ),
  }),
);
export type PasskeyOptions = z.infer<typeof passkeyOptions>;

/** What the dashboard's sign-in answers: signed in (200), or waiting for the second step (202). The second
 * step first: a sign-in answer's object keeps only its own keys, so it would read a 202 as signed in. */
export const sessionOrSecondStep = z.union([secondStepRequired, sessionResponse]);
