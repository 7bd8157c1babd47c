import type { FormHTMLAttributes, ReactNode, Ref } from 'react';
import { FORM_FIELD, SENT_PARAM } from '@blueprint/contract/page-server';
// By its package name, not '../router': a remote's copy of this module must use the page's one router (the
// federated singleton), whose context the shell's router provides.
import { useLocation } from '@blueprint/shared/router';
import { FormStateData, type FormState } from './form-state';

export interface HtmlFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action'> {
  /** The form's name: which form of the page the server handles (its FormAction's `form`). */
  name: string;
  /** How the page was rendered for the request (`useFormState(name)`), written into the page for hydration. */
  state: FormState | undefined;
  /** The id of the form's section: the page comes back scrolled to it. */
  anchor?: string;
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/**
 * A real HTML form (docs/html-first-forms.md): it posts to the page it is on, so it works before its code has
 * arrived and without JavaScript at all; the shell's server passes the post to this remote's server. With its
 * code, `onSubmit` (useSubmit) sends it instead, without a reload. Index.html's script leaves a form with an
 * action to the browser: one sent before hydration is sent once, by the browser.
 */
export function HtmlForm({ name, state, anchor, ref, children, ...props }: HtmlFormProps) {
  const { pathname, search } = useLocation();
  // The page's query stays (the program a link chose), so a page rendered again with mistakes shows the same
  // choice; not a confirmation's `?sent=`.
  const query = new URLSearchParams(search);
  query.delete(SENT_PARAM);
  const kept = query.toString();
  return (
    <form
      ref={ref}
      method="post"
      action={`${pathname}${kept ? `?${kept}` : ''}${anchor ? `#${anchor}` : ''}`}
      noValidate
      {...props}
    >
      <input type="hidden" name={FORM_FIELD} value={name} />
      <FormStateData form={name} state={state} />
      {children}
    </form>
  );
}
