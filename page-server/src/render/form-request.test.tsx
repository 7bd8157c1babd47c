import axios, { AxiosError } from 'axios';
import { useFormState } from '@blueprint/shared/forms/form-state';
import { HtmlForm } from '@blueprint/shared/forms/html-form';
import { useWayBack } from '@blueprint/shared/router';
import type { RouteDefinition } from '@blueprint/contract/routes';
import { httpError } from '@blueprint/shared/testing/http-error';
import { newsletterSchema } from '@blueprint/contract/api/inbox';
import { validate } from '@blueprint/contract/api/validate';
import type { PageAnswer } from '@blueprint/contract/page-requests';
import { createRequestRenderer, type FormAction } from './form-request';

// A remote's server handling its form sent without JavaScript: the shared schema's check, the API's answer,
// the page rendered again with what was sent, or a redirect to its confirmation.

function SignUpPage() {
  const state = useFormState('sign-up');
  return (
    <HtmlForm name="sign-up" state={state} anchor="sign-up" aria-label="Sign up">
      <input name="email" defaultValue={state?.values.email ?? ''} aria-label="Email" />
      <p data-error="">{state?.errors.email}</p>
      <p data-status="">
        {state?.outcome.kind === 'success' || state?.outcome.kind === 'error' ? state.outcome.message : ''}
      </p>
    </HtmlForm>
  );
}

function BackPage() {
  return <form action={useWayBack('/courses')} method="get" aria-label="Back" />;
}

const routes: RouteDefinition = {
  pages: [{ module: 'SignUp', paths: ['news'], label: 'News', title: 'News', description: 'News.' }],
};

const action: FormAction<{ email: string }> = {
  form: 'sign-up',
  check: ({ email = '' }) => validate(newsletterSchema, { email }),
  endpoint: '/api/newsletter',
  wording: { fields: ['email'], status: { 429: 'Too many attempts' }, invalid: 'Please correct the field' },
  successText: 'Subscribed!',
  confirmations: { 'sign-up-again': 'Already on the list' },
  confirmationOf: (status) => (status === 200 ? 'sign-up-again' : undefined),
  anchor: 'sign-up',
};

const handle = createRequestRenderer({ routes, loadPage: async () => ({ default: SignUpPage }), actions: [action] });

/** The API, as the remote's server reaches it: answers each post as told, and records what it was sent and for whom. */
const apiUrl = 'http://api.test:4000';
let reply: (url: string) => Promise<{ status: number }>;
const received: Array<{ url: string; body: unknown; forwardedFor: unknown; requestId?: unknown }> = [];

beforeEach(() => {
  received.length = 0;
  reply = () => Promise.resolve({ status: 201 });
  jest
    .spyOn(axios, 'post')
    .mockImplementation((url: string, body: unknown, config?: { headers?: Record<string, unknown> }) => {
      const headers = config?.headers ?? {};
      received.push({ url, body, forwardedFor: headers['X-Forwarded-For'], requestId: headers['x-request-id'] });
      return reply(url);
    });
});

afterEach(() => jest.restoreAllMocks());

const post = (body: string, url = '/news') => handle({ method: 'POST', url, body, client: '203.0.113.9', apiUrl });
const html = (answer: PageAnswer | null) => (answer && 'page' in answer ? answer.page.html.join('/') : '');

describe('createRequestRenderer', () => {
  it("sends a valid form to the API for the visitor and answers a redirect to the page's confirmation", async () => {
    expect(await post('_form=sign-up&email=asha%40example.com', '/blueprint/news')).toEqual({
      redirect: '/blueprint/news?sent=sign-up#sign-up',
    });
    expect(received).toEqual([
      { url: `${apiUrl}/api/newsletter`, body: { email: 'asha@example.com' }, forwardedFor: '203.0.113.9' },
    ]);
  });

  it("sends the request's id on to the API", async () => {
    const body = '_form=sign-up&email=asha%40example.com';
    await handle({ method: 'POST', url: '/news', body, client: '203.0.113.9', apiUrl, requestId: 'visit-3' });
    expect(received.map((sent) => sent.requestId)).toEqual(['visit-3']);
  });

  it('renders the page again with the mistakes and what was typed, sending nothing', async () => {
    const page = html(await post('_form=sign-up&email=not-an-address'));
    expect(received).toEqual([]);
    expect(page).toContain('value="not-an-address"');
    expect(page).toContain('Invalid email format');
    // The state travels with the page, for the browser's render to start from.
    expect(page).toMatch(/<script type="application\/json" data-form-state="sign-up">[^<]*not-an-address/);
    expect(page).toContain('action="/news#sign-up"');
  });

  it("lets the API decide: its refusal is rendered with the form's words and the values kept", async () => {
    reply = () =>
      Promise.reject(
        httpError(400, {
          message: 'Validation failed',
          errors: [{ field: 'email', msg: 'This address cannot be used' }],
        }),
      );
    const page = html(await post('_form=sign-up&email=asha%40example.com'));
    expect(page).toContain('This address cannot be used');
    expect(page).toContain('Please correct the field');
    expect(page).toContain('value="asha@example.com"');
    reply = () => Promise.reject(httpError(429, { message: 'Too many requests' }));
    expect(html(await post('_form=sign-up&email=asha%40example.com'))).toContain('Too many attempts');
  });

  it('shows the confirmation the API answer chose, on a GET of the confirmation', async () => {
    reply = () => Promise.resolve({ status: 200 });
    expect(await post('_form=sign-up&email=asha%40example.com')).toEqual({
      redirect: '/news?sent=sign-up-again#sign-up',
    });
    expect(html(await handle({ method: 'GET', url: '/news?sent=sign-up-again', apiUrl }))).toContain(
      'Already on the list',
    );
    expect(html(await handle({ method: 'GET', url: '/news?sent=sign-up', apiUrl }))).toContain('Subscribed!');
  });

  it('tries the next API replica only when the first could not be reached: what reached one is never sent again', async () => {
    const replicas = `http://api-1:4000,${apiUrl}`;
    reply = (url) =>
      url.startsWith('http://api-1')
        ? Promise.reject(new AxiosError('connect ECONNREFUSED', 'ECONNREFUSED'))
        : Promise.resolve({ status: 201 });
    expect(
      await handle({ method: 'POST', url: '/news', body: '_form=sign-up&email=a%40example.com', apiUrl: replicas }),
    ).toEqual({ redirect: '/news?sent=sign-up#sign-up' });
    expect(received.map(({ url }) => url)).toEqual(['http://api-1:4000/api/newsletter', `${apiUrl}/api/newsletter`]);

    received.length = 0;
    reply = () => Promise.reject(new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED'));
    const page = await handle({
      method: 'POST',
      url: '/news',
      body: '_form=sign-up&email=a%40example.com',
      apiUrl: replicas,
    });
    expect(page && 'page' in page).toBe(true);
    expect(received).toHaveLength(1);
  });

  it("answers nothing for another remote's page or an unknown confirmation", async () => {
    expect(await post('_form=sign-up&email=a%40example.com', '/elsewhere')).toBeNull();
    expect(await handle({ method: 'GET', url: '/news?sent=nothing', apiUrl })).toBeNull();
    expect(received).toEqual([]);
  });

  it('says a post on its page that names none of its forms could not be read, and sends nothing', async () => {
    expect(await post('_form=other&email=a%40example.com')).toEqual({ unreadable: true });
    expect(await post('email=a%40example.com')).toEqual({ unreadable: true });
    expect(received).toEqual([]);
  });

  it("renders a page's way back to the visitor's previous page on the site", async () => {
    const back = createRequestRenderer({ routes, loadPage: async () => ({ default: BackPage }), actions: [] });
    expect(html(await back({ method: 'GET', url: '/news', previous: '/about', apiUrl }))).toContain('action="/about"');
    expect(await back({ method: 'GET', url: '/news', apiUrl })).toBeNull();
  });
});
