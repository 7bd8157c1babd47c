// Second factors (README "Signing in"): the bodies of a sign-in's second step, an authenticator app's
// confirmation and a passkey's ceremonies. The API validates with these; the dashboard's forms check the same.
import * as z from 'zod/mini';
import { requiredText } from './fields';

export const CODE_ERROR = 'Enter the 6-digit code from your authenticator app';
export const RECOVERY_CODE_ERROR = 'Enter one of your recovery codes';
const PENDING_ERROR = 'This sign-in has expired; sign in again';

/** Six digits, spaces allowed between them (apps show `123 456`). */
export const totpCodeField = z.string({ error: CODE_ERROR }).check(z.regex(/^\s*\d{3}\s?\d{3}\s*$/, CODE_ERROR));
/** A recovery code as printed (`k7qd-m2xw-p9ht`), in any case, with or without dashes. */
export const recoveryCodeField = z.string({ error: RECOVERY_CODE_ERROR }).check(z.regex(/^\s*[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}\s*$/, RECOVERY_CODE_ERROR));
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
const webAuthnResponse = z.looseObject({ id: z.string({ error: 'Invalid passkey response' }), type: z.literal('public-key', { error: 'Invalid passkey response' }) });

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
