import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { Failure } from '../api/describe-failure';
import type { ValidationResult } from '@blueprint/contract/api/validate';
import { byField } from '../validation/by-field';

/** Where a submission stands; the words are what the form's status line says. */
export type SubmitOutcome =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string; detail?: string };

/** The form's own check before sending, as the contract's `validate(schema, input)` answers it. */
export type Checked<Data> = ValidationResult<Data>;

/** Messages to show on the form's fields, by field name; an empty object clears them all. */
export type FieldMessages = Record<string, string>;

export interface SubmitOptions<Data, Result> {
  /** The request. */
  send: (data: Data) => Promise<Result>;
  /** Reads a failure: `describeFailure(error, { ...the form's words })` from `@blueprint/shared/api`. */
  describeFailure: (error: unknown) => Failure;
  /** Shows messages on the fields (the form's own state): the check's, the server's, or none. */
  showFieldErrors: (errors: FieldMessages) => void;
  /** After a success: clear the fields, and return what the status line says (nothing for a form that moves on). */
  onSuccess?: (result: Result) => string | void;
  /**
   * Takes over what the visitor typed into the server's HTML before the form's code arrived (name → value of
   * each control that differs from what the server rendered): React leaves those inputs alone while it
   * hydrates, so the text is on screen but not yet in the form's state. `left` names the fields typed in and
   * left (all but the one focused now): the form checks them as if they had just been left.
   */
  keepTyped?: (typed: FieldMessages, left: string[]) => void;
  /**
   * How the page was rendered for the request (`useFormState`): a confirmation, or what the server said about
   * the fields sent without JavaScript. The first render must match that HTML.
   */
  initial?: { outcome: SubmitOutcome; errors: FieldMessages };
}

/** Each named control whose value differs from the one in the HTML: what was typed before hydration. */
function typedBeforeHydration(form: HTMLFormElement): FieldMessages {
  const typed: FieldMessages = {};
  for (const element of form.elements) {
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      if (element.name && element.value !== element.defaultValue) typed[element.name] = element.value;
    } else if (element instanceof HTMLSelectElement && element.name) {
      const rendered = [...element.options].find((option) => option.defaultSelected) ?? element.options[0];
      if (rendered && element.value !== rendered.value) typed[element.name] = element.value;
    }
  }
  return typed;
}

const IDLE: SubmitOutcome = { kind: 'idle' };

/**
 * The one submit protocol of every form: check, then send once, then say how it went.
 * - A ref, not state, guards against a second submit: a double click or Enter in the same frame sees it before
 *   React re-renders the disabled button.
 * - A refused check or a failed request keeps everything typed, marks the fields and moves focus to the first
 *   one in page order; without a field to point at, focus goes to the status line (which `FormStatus` holds).
 */
export function useSubmit<Data, Result = unknown>(options: SubmitOptions<Data, Result>) {
  const [outcome, setOutcome] = useState<SubmitOutcome>(options.initial?.outcome ?? IDLE);
  // The error summary at the top of the form: the mistakes of the last submission (GOV.UK's pattern).
  const [summary, setSummary] = useState<FieldMessages>(options.initial?.errors ?? {});
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  // Focus goes to the status line once it shows what it says (the render after the outcome), not before.
  const [statusFocus, setStatusFocus] = useState(0);
  const { keepTyped } = options;
  /** The page was rendered with a confirmation (a form sent without JavaScript): it takes focus as it loads. */
  const confirmedOnLoad = options.initial?.outcome.kind === 'success';

  useEffect(() => {
    if (statusFocus > 0) statusRef.current?.focus();
  }, [statusFocus]);

  // The server's HTML focuses such a confirmation itself (autofocus); a page the browser renders does it here,
  // unless the visitor has already put focus somewhere.
  useEffect(() => {
    const focused = document.activeElement;
    if (confirmedOnLoad && (!focused || focused === document.body)) statusRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only
  }, []);

  // Once, before anything re-renders the inputs (which would write the state's empty values over the text).
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedBeforeHydration(form);
    const focused = document.activeElement;
    const inUse = focused && form.contains(focused) ? focused.getAttribute('name') : null;
    const left = Object.keys(typed).filter((name) => name !== inUse);
    if (keepTyped && Object.keys(typed).length > 0) keepTyped(typed, left);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only: later values are the form's own
  }, []);

  /** Marks the fields; true when focus went to one of them. */
  const markFields = (errors: FieldMessages) => {
    options.showFieldErrors(errors);
    setSummary(errors);
    const first = [...(formRef.current?.elements ?? [])].find(
      (element): element is HTMLElement => 'name' in element && Boolean(errors[String(element.name)]),
    );
    first?.focus();
    return Boolean(first);
  };

  const send = async (data: Data) => {
    inFlight.current = true;
    options.showFieldErrors({});
    setSummary({});
    setOutcome({ kind: 'submitting' });
    try {
      const result = await options.send(data);
      const message = options.onSuccess?.(result);
      setOutcome(message ? { kind: 'success', message } : IDLE);
      if (message) setStatusFocus((n) => n + 1);
    } catch (error) {
      const { message, detail, fields } = options.describeFailure(error);
      setOutcome({ kind: 'error', message, ...(detail ? { detail } : {}) });
      if (!markFields(fields)) setStatusFocus((n) => n + 1);
    } finally {
      inFlight.current = false;
    }
  };

  /** The form's onSubmit: `onSubmit={submission.onSubmit(() => validate(schema, values))}`. */
  const onSubmit = (check: () => Checked<Data>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const checked = check();
    if (!checked.success) {
      setOutcome(IDLE);
      markFields(byField(checked.errors));
      return;
    }
    void send(checked.data);
  };

  return { outcome, summary, submitting: outcome.kind === 'submitting', onSubmit, formRef, statusRef, confirmedOnLoad };
}
