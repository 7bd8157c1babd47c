// One's own second factors (README "Signing in"): GET /api/auth/second-factors, an authenticator app
// (POST /api/auth/totp, /totp/confirm), recovery codes, passkeys (POST /api/auth/passkeys/options, then the
// browser's WebAuthn call, then POST /api/auth/passkeys; PATCH and DELETE /api/auth/passkeys/:id).
import { item } from '@blueprint/contract/api/common';
import {
  passkey,
  passkeyAdded,
  passkeyOptions,
  recoveryCodes,
  secondFactors,
  totpEnrolment,
  type Passkey,
  type PasskeyAdded,
  type SecondFactors,
  type TotpEnrolment,
} from '@blueprint/contract/api/second-factors';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQuery, useQueryClient, type MutationKey } from '@tanstack/react-query';
import { dashboardApi } from '../../../lib/api-client';
import { meKey } from '../../../lib/me';
import { readAnswer } from '../../../lib/read-answer';

export type { Passkey, SecondFactors, TotpEnrolment };

const mine = item(secondFactors);
const onePasskey = item(passkey);

export const secondFactorsKey = ['second-factors'] as const;

async function getSecondFactors(): Promise<SecondFactors> {
  const { data } = await dashboardApi.get<unknown>('/api/auth/second-factors');
  return readAnswer(mine, data).data;
}

export function useSecondFactors() {
  return useQuery(
    queryOptions({ queryKey: secondFactorsKey, queryFn: getSecondFactors, meta: { what: 'your second factors' } }),
  );
}

async function startTotp(): Promise<TotpEnrolment> {
  const { data } = await dashboardApi.post<unknown>('/api/auth/totp');
  return readAnswer(totpEnrolment, data);
}

async function confirmTotp(code: string): Promise<string[]> {
  const { data } = await dashboardApi.post<unknown>('/api/auth/totp/confirm', { code });
  return readAnswer(recoveryCodes, data).recoveryCodes;
}

async function newRecoveryCodes(): Promise<string[]> {
  const { data } = await dashboardApi.post<unknown>('/api/auth/recovery-codes');
  return readAnswer(recoveryCodes, data).recoveryCodes;
}

/** Asks the browser for a new passkey (it shows its own prompt), then has the API keep it under `name`. */
async function addPasskey(name: string): Promise<PasskeyAdded> {
  const { data: started } = await dashboardApi.post<unknown>('/api/auth/passkeys/options');
  const { challengeId, options } = readAnswer(passkeyOptions, started);
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  const { data } = await dashboardApi.post<unknown>('/api/auth/passkeys', { challengeId, name, response });
  return readAnswer(passkeyAdded, data);
}

async function renamePasskey({ id, name }: { id: string; name: string }): Promise<Passkey> {
  const { data } = await dashboardApi.patch<unknown>(`/api/auth/passkeys/${encodeURIComponent(id)}`, { name });
  return readAnswer(onePasskey, data).data;
}

async function removePasskey(id: string): Promise<void> {
  await dashboardApi.delete(`/api/auth/passkeys/${encodeURIComponent(id)}`);
}

/** The mutations of one's own factors, each one at a time (use-mutation-form.ts). */
export const factorKeys = {
  addPasskey: ['second-factors', 'add-passkey'],
  renamePasskey: ['second-factors', 'rename-passkey'],
  removePasskey: ['second-factors', 'remove-passkey'],
  startTotp: ['second-factors', 'start-totp'],
  confirmTotp: ['second-factors', 'confirm-totp'],
  newRecoveryCodes: ['second-factors', 'recovery-codes'],
} as const satisfies Record<string, MutationKey>;

/** A change to one's own factors: the list is read again (and who-am-I, whose `secondFactor` may change). */
function useFactorChange<A, R>(
  mutationKey: MutationKey,
  mutationFn: (argument: A) => Promise<R>,
  { refreshMe = true } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: secondFactorsKey });
      if (refreshMe) await client.invalidateQueries({ queryKey: meKey });
    },
  });
}

export const useRenamePasskey = () => useFactorChange(factorKeys.renamePasskey, renamePasskey, { refreshMe: false });
export const useRemovePasskey = () => useFactorChange(factorKeys.removePasskey, removePasskey);

/**
 * An enrolment step (a passkey added, the app started or confirmed, new recovery codes): its answer is shown
 * first (a key, recovery codes), and the factors are read again once it has been (useFactorsChanged).
 */
function useEnrolment<A, R>(mutationKey: MutationKey, mutationFn: (argument: A) => Promise<R>) {
  return useMutation({ mutationKey, mutationFn });
}

export const useAddPasskey = () => useEnrolment(factorKeys.addPasskey, addPasskey);
export const useStartTotp = () => useEnrolment(factorKeys.startTotp, startTotp);
export const useConfirmTotp = () => useEnrolment(factorKeys.confirmTotp, confirmTotp);
export const useNewRecoveryCodes = () => useEnrolment(factorKeys.newRecoveryCodes, newRecoveryCodes);

/** Reads the factors again after an enrolment done outside a mutation (the recovery codes are shown first). */
export function useFactorsChanged() {
  const client = useQueryClient();
  return {
    list: () => client.invalidateQueries({ queryKey: secondFactorsKey }),
    me: () => client.invalidateQueries({ queryKey: meKey }),
  };
}
