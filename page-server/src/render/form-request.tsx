// Request-time rendering of a remote's pages, for its forms sent without JavaScript (docs/html-first-forms.md).
// The shell's server passes a POST on a page's path (and the GET of the confirmation the POST redirected to)
// to the server of the remote that owns the path; that server runs this, from the remote's own server bundle:
// - POST: the form's fields are checked with the shared schema; with mistakes the page is rendered again with
//   the values and the errors (nothing is sent). Otherwise they go to the API, which decides: a success
//   answers a redirect to the page with `?sent=<form>` (post/redirect/get), a refusal renders the page again
//   with the API's reasons (409: 'Email Already Registered').
// - GET with `?sent=<form>`: the page with that form's success message.
// - GET with the visitor's previous page on the site (`previous`): the page with its way back leading there.
// - POST that names none of the remote's forms (no `_form`, or an unknown one): `unreadable`, for the shell to
//   say so.
// The API is called on behalf of the visitor: X-Forwarded-For names the visitor's address, so the API's rate
// limits count each visitor (the API trusts this server as a proxy, TRUST_PROXY), and X-Request-Id the request's id.
import axios from 'axios';
import type { ComponentType } from 'react';
import type { FieldError } from '@blueprint/contract/api/common';
import { REQUEST_ID_HEADER } from '@blueprint/contract/observability';
import type { PageAnswer, PageRequest as RequestSent } from '@blueprint/contract/page-requests';
import { FORM_FIELD, SENT_PARAM } from '@blueprint/contract/page-server';
import { BASE_PATH, basePathOf, matchPage } from '@blueprint/contract/paths';
import { WayBack } from '@blueprint/shared/router';
import { pageFileOf, type RouteDefinition } from '@blueprint/contract/routes';
import { describeFailure, type FailureWording } from '@blueprint/shared/api';
import { FormStates, type FormState } from '@blueprint/shared/forms/form-state';
import { byField } from '@blueprint/shared/validation';
import { PageAt, renderPage } from './prerender';

/** One form of a remote, as its server handles it without JavaScript. */
export interface FormAction<Data = unknown> {
  /** Its name: the hidden `_form` value, and the `?sent=` of its confirmation. */
  form: string;
  /** The shared schema's check of what was sent, field by field as text. */
  check(values: Record<string, string>): { success: true; data: Data } | { success: false; errors: FieldError[] };
  /** The API route it posts to, and what it sends there. */
  endpoint: string;
  payload?(data: Data, values: Record<string, string>): unknown;
  /** The same words the form uses with JavaScript (its describeFailure wording). */
  wording: FailureWording;
  /** The status line after a success. */
  successText: string;
  /**
   * Other confirmations, by their `?sent=` value, and which one an API answer shows (by its status): the
   * newsletter's 'already subscribed' (200). By default every success shows `successText`.
   */
  confirmations?: Readonly<Record<string, string>>;
  confirmationOf?(status: number): string | undefined;
  /** Where the page goes after a success: the form's status line, which takes focus ('registration-status'). */
  anchor?: string;
}

/** A request the shell passed on, as the remote's server hands it over. */
export interface PageRequest extends RequestSent {
  /** The visitor's address, for the API's rate limits. */
  client?: string;
  /**
   * Where this server reaches the API: one origin, or several (its replicas, comma-separated), tried in turn
   * while a connection cannot be made (nothing was sent then, so nothing can be stored twice).
   */
  apiUrl: string;
  /** The request's id, sent on to the API. */
  requestId?: string;
}

/** Errors of a connection that was never made: the request did not reach the API, another replica may take it. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

export interface RequestRendererOptions {
  routes: RouteDefinition;
  loadPage: (file: string) => Promise<{ default: ComponentType }>;
  actions: readonly FormAction[];
  /** Work before the first render, so data a page loads in an effect is there at once (a catalogue's details). */
  prepare?: () => Promise<unknown>;
  /** How long the API may take before the page says it could not be reached. */
  apiTimeoutMs?: number;
}

/** Every field as text: the first value of each name (a form has one control per name). */
function formValues(body: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body))
    if (name !== FORM_FIELD && !(name in values)) values[name] = value;
  return values;
}

export function createRequestRenderer({
  routes,
  loadPage,
  actions,
  prepare,
  apiTimeoutMs = 10_000,
}: RequestRendererOptions) {
  let prepared: Promise<unknown> | undefined;
  /** The route definition's page at a path, and its pattern under the path's base; undefined: not this remote's. */
  function routeOf(pathname: string) {
    for (const page of routes.pages) {
      const found = matchPage(
        page.paths.map((path) => ({ path })),
        pathname,
      );
      if (found) return { page, path: `${basePathOf(pathname)}/${found.path}` };
    }
    return undefined;
  }

  /** The page at `url` with a form's state (`form`), or its way back leading to the visitor's previous page. */
  async function render(
    url: URL,
    { form, state, previous }: { form?: string; state?: FormState; previous?: string },
  ): Promise<PageAnswer | null> {
    const route = routeOf(url.pathname);
    if (!route) return null;
    await (prepared ??= prepare?.());
    const { default: Page } = await loadPage(pageFileOf(route.page.module));
    const page = await renderPage(
      <WayBack.Provider value={{ previous }}>
        <FormStates.Provider value={form && state ? { [form]: state } : {}}>
          <PageAt url={`${url.pathname}${url.search}`} path={route.path} Page={Page} />
        </FormStates.Provider>
      </WayBack.Provider>,
    );
    return { status: 200, page };
  }

  /** What the API answers, as the form with JavaScript would read it: its status, or the failure. */
  async function send(action: FormAction, data: unknown, values: Record<string, string>, request: PageRequest) {
    const body = action.payload ? action.payload(data, values) : data;
    const origins = request.apiUrl
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
    let failed: unknown;
    for (const origin of origins) {
      try {
        const { status } = await axios.post(new URL(action.endpoint, origin).href, body, {
          timeout: apiTimeoutMs,
          headers: {
            ...(request.client ? { 'X-Forwarded-For': request.client } : {}),
            ...(request.requestId ? { [REQUEST_ID_HEADER]: request.requestId } : {}),
          },
        });
        return { status, failure: undefined };
      } catch (error) {
        failed = error;
        if (!(axios.isAxiosError(error) && NOT_CONNECTED.has(error.code ?? ''))) break;
      }
    }
    return { status: undefined, failure: describeFailure(failed, action.wording) };
  }

  /** The action a confirmation (`?sent=`) belongs to, and its text. */
  function confirmation(sent: string | null) {
    for (const action of actions) {
      if (sent === action.form) return { action, text: action.successText };
      const text = sent ? action.confirmations?.[sent] : undefined;
      if (text) return { action, text };
    }
    return undefined;
  }

  /** The answer to a request the shell passed on; null when it is not one of this remote's pages or forms. */
  return async function handle(request: PageRequest): Promise<PageAnswer | null> {
    const url = new URL(request.url, 'http://page.invalid');
    if (!url.pathname.startsWith('/') || (basePathOf(url.pathname) !== '' && basePathOf(url.pathname) !== BASE_PATH))
      return null;
    if (request.method === 'GET') {
      const found = confirmation(url.searchParams.get(SENT_PARAM));
      if (found)
        return render(url, {
          form: found.action.form,
          state: { values: {}, errors: {}, outcome: { kind: 'success', message: found.text } },
        });
      return request.previous ? render(url, { previous: request.previous }) : null;
    }
    if (!routeOf(url.pathname)) return null;
    const body = request.body ?? '';
    const action = actions.find(({ form }) => form === new URLSearchParams(body).get(FORM_FIELD));
    if (!action) return { unreadable: true };
    const values = formValues(body);
    const checked = action.check(values);
    if (!checked.success) {
      return render(url, {
        form: action.form,
        state: { values, errors: byField(checked.errors), outcome: { kind: 'idle' } },
      });
    }
    const answer = await send(action, checked.data, values, request);
    if (answer.failure) {
      const { message, detail, fields } = answer.failure;
      return render(url, {
        form: action.form,
        state: { values, errors: fields, outcome: { kind: 'error', message, ...(detail ? { detail } : {}) } },
      });
    }
    const sent = new URLSearchParams({ [SENT_PARAM]: action.confirmationOf?.(answer.status ?? 0) ?? action.form });
    return { redirect: `${url.pathname}?${sent.toString()}${action.anchor ? `#${action.anchor}` : ''}` };
  };
}
