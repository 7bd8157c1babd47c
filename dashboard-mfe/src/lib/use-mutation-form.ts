import type { ValidationResult } from '@blueprint/contract/api/validate';
import type { Failure } from '@blueprint/shared/api';
import type { SubmitOutcome } from '@blueprint/shared/forms/use-submit';
import { byField } from '@blueprint/shared/validation';
import { useQueryClient, type MutationKey, type UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, type FormEvent } from 'react';

/** Messages on a form's fields, by field name; an empty object clears them. */
type FieldMessages = Record<string, string>;

export interface MutationFormOptions<TData, TVariables> {
  /** The mutation's key (`mutationKey` of its hook): a submit while one of them is on its way is not sent. */
  mutationKey: MutationKey;
  /** A failure in the form's words, with the fields it points at (staff-action.ts's describeActionFailure). */
  describeFailure: (error: unknown) => Failure;
  /** Shows messages on the fields (the form's own state): the check's, the server's, or none. */
  showFieldErrors?: (errors: FieldMessages) => void;
  /** Once saved: what happens next (close the dialog, say so elsewhere). Not called once the form is gone. */
  onSuccess?: (data: TData, variables: TVariables) => void;
  /** Once failed, beside saying so (a conflict's current record taken in). */
  onError?: (error: unknown, variables: TVariables) => void;
  /** What the status line says after a success, when the form stays (nothing for one that closes). */
  successMessage?: (data: TData) => string | undefined;
}

/**
 * A staff form whose state is its mutation's (bulletproof-react's `create-discussion.ts`): `isPending` is its busy
 * state, `error` the failure its status line and fields say, `onSuccess` what follows; nothing is kept twice.
 * - One request per submit however fast the clicks: a submit while a mutation of its key is pending is not sent
 *   (the mutation cache knows at once, where the component's `isPending` waits for the next render).
 * - A refused check or a failure keeps everything typed, marks the fields and moves focus to the first one;
 *   without a field to point at, focus goes to the status line, once it says what happened.
 */
export function useMutationForm<TData, TVariables>(
  mutation: UseMutationResult<TData, unknown, TVariables, unknown>,
  {
    mutationKey,
    describeFailure,
    showFieldErrors = () => {},
    onSuccess,
    onError,
    successMessage,
  }: MutationFormOptions<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const failure = mutation.isError ? describeFailure(mutation.error) : null;
  const message = mutation.isSuccess ? successMessage?.(mutation.data) : undefined;
  const outcome: SubmitOutcome = mutation.isPending
    ? { kind: 'submitting' }
    : failure
      ? { kind: 'error', message: failure.message, ...(failure.detail ? { detail: failure.detail } : {}) }
      : message
        ? { kind: 'success', message }
        : { kind: 'idle' };

  /** Marks the fields; true when focus went to one of them. */
  const markFields = (errors: FieldMessages) => {
    showFieldErrors(errors);
    const first = [...(formRef.current?.elements ?? [])].find(
      (element): element is HTMLElement => 'name' in element && Boolean(errors[String(element.name)]),
    );
    first?.focus();
    return Boolean(first);
  };

  // After the render that shows how a submit ended: a failure's fields marked, else the status line focused.
  const { error, submittedAt, status } = mutation;
  useEffect(() => {
    if (status === 'error' && markFields(describeFailure(error).fields)) return;
    if (status === 'error' || (status === 'success' && message)) statusRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per submit that has ended
  }, [status, submittedAt]);

  /** The form's onSubmit: `onSubmit={form.onSubmit(() => validate(schema, values))}`. */
  const onSubmit = (check: () => ValidationResult<TVariables>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (queryClient.isMutating({ mutationKey }) > 0) return;
    const checked = check();
    if (!checked.success) {
      mutation.reset();
      markFields(byField(checked.errors));
      return;
    }
    showFieldErrors({});
    const variables = checked.data;
    mutation.mutate(variables, {
      onSuccess: (data) => onSuccess?.(data, variables),
      onError: (error) => onError?.(error, variables),
    });
  };

  return { outcome, submitting: mutation.isPending, onSubmit, formRef, statusRef };
}
