// What a form looked like when its page was rendered for a request (docs/html-first-forms.md): after a POST
// with mistakes, the values typed and the errors; after a success (post/redirect/get), the confirmation. The
// remote's server renders the page with it (FormStates), and writes it into the page as a JSON data block
// beside the form, so that the browser's first render of the form, which hydrates that HTML, starts from the
// same state. A page rendered at build time has none: the form starts empty.
import { createContext, useContext, useState } from 'react';
import type { SubmitOutcome } from './use-submit';

export interface FormState {
  /** What the visitor sent, by field name (kept on a page with mistakes). */
  values: Record<string, string>;
  /** Messages by field name: the shared schema's, or the API's. */
  errors: Record<string, string>;
  /** The status line: the success message after a redirect, or what went wrong. */
  outcome: SubmitOutcome;
}

/** Form states by form name, for the request being rendered (the remote's server). */
export const FormStates = createContext<Readonly<Record<string, FormState>>>({});

/** The data block's selector: one per form in the page. */
const selector = (form: string) => `script[type="application/json"][data-form-state="${form}"]`;

function embedded(form: string): FormState | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.querySelector(selector(form));
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as FormState) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The state this form was rendered with for the request, or undefined (a page rendered at build time, or in
 * the browser). Read once, when the form mounts: later it is the form's own.
 */
export function useFormState(form: string): FormState | undefined {
  const states = useContext(FormStates);
  const [state] = useState(() => states[form] ?? embedded(form));
  return state;
}

/**
 * The state written into the page for the browser's render to start from. Not a script that runs (a data
 * block: the CSP has nothing to allow); `<` escaped so the text cannot close the element.
 */
export function FormStateData({ form, state }: { form: string; state: FormState | undefined }) {
  if (!state) return null;
  return (
    <script
      type="application/json"
      data-form-state={form}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(state).replace(/</g, '\\u003c') }}
    />
  );
}
