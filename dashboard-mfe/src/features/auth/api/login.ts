import {
  passkeyOptions,
  sessionOrSecondStep,
  type SecondStep,
  type SecondStepRequired,
} from '@blueprint/contract/api/second-factors';
import { sessionResponse, type LoginData, type SessionResponse } from '@blueprint/contract/api/staff';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { dashboardApi } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

export type { SecondStepRequired };

/** POST /api/auth/session: 200 {expiresAt} and the HttpOnly session cookie; 202 when the person has a second
 * factor (no cookie yet: `secondStep` goes to finishSignIn); 401 'Invalid credentials'; 429 after repeated
 * failures. */
export async function login(credentials: LoginData): Promise<SessionResponse | SecondStepRequired> {
  const { data } = await dashboardApi.post<unknown>('/api/auth/session', credentials);
  return readAnswer(sessionOrSecondStep, data);
}

/** POST /api/auth/session/second-step: the code or a recovery code; 200 and the cookie, 401 when wrong. */
export async function finishSignIn(body: SecondStep): Promise<SessionResponse> {
  const { data } = await dashboardApi.post<unknown>('/api/auth/session/second-step', body);
  return readAnswer(sessionResponse, data);
}

/** Signs in with a passkey the browser holds for this site (it asks which, and for the fingerprint or PIN). */
export async function passkeySignIn(): Promise<SessionResponse> {
  const { data: started } = await dashboardApi.post<unknown>('/api/auth/passkey/options');
  const { challengeId, options } = readAnswer(passkeyOptions, started);
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  const { data } = await dashboardApi.post<unknown>('/api/auth/passkey/session', { challengeId, response });
  return readAnswer(sessionResponse, data);
}
