import { setRuntimeConfig } from '@blueprint/shared/config';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_ERROR } from '../../../lib/submit-error';
import { deferredReply, mockApi } from '@blueprint/shared/testing/mock-api';
import { MemoryRouter } from '@blueprint/shared/router';
import { ThemeProvider } from '@blueprint/shared/theme';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { renderWithProviders } from '../../../testing/render';
import NewsletterForm, { ALREADY_SUBSCRIBED_MESSAGE, SUBSCRIBED_MESSAGE } from './newsletter-form';

beforeEach(() => setRuntimeConfig({ apiUrl: 'http://api.test', remotes: {} }));
afterEach(() => setRuntimeConfig(undefined));

const emailBox = () => screen.getByRole('textbox', { name: /email address/i });
const button = () => screen.getByRole('button', { name: /subscribe|sending/i });

describe('NewsletterForm', () => {
  it('rejects an invalid address on the field and sends nothing', async () => {
    const requests = mockApi(() => ({ status: 201 }));
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);

    await user.click(button());
    expect(emailBox()).toHaveAccessibleDescription('Email is required');

    await user.type(emailBox(), 'not-an-email');
    await user.click(button());
    expect(emailBox()).toHaveAccessibleDescription('Invalid email format');
    expect(emailBox()).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('subscribes: Sending... on a disabled button, then the field clears and a thank-you shows', async () => {
    const reply = deferredReply();
    const requests = mockApi(() => reply.promise);
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);

    await user.type(emailBox(), ' Asha@Example.com ');
    await user.click(button());
    expect(button()).toBeDisabled();
    expect(button()).toHaveTextContent('Sending...');
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/api/newsletter', { email: 'asha@example.com' }],
    ]);

    reply.release({ status: 201, data: { data: { email: 'asha@example.com' } } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SUBSCRIBED_MESSAGE));
    expect(emailBox()).toHaveValue('');
    expect(button()).toHaveTextContent('Subscribe');
  });

  it('says so when the address was already subscribed (200)', async () => {
    mockApi(() => ({ status: 200, data: { data: { email: 'asha@example.com' } } }));
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await user.type(emailBox(), 'asha@example.com');
    await user.click(button());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ALREADY_SUBSCRIBED_MESSAGE));
  });

  it('keeps the address and explains when the server cannot be reached', async () => {
    mockApi(() => 'network-error');
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await user.type(emailBox(), 'asha@example.com');
    await user.click(button());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(NETWORK_ERROR));
    expect(emailBox()).toHaveValue('asha@example.com');
    expect(button()).toBeEnabled();
  });

  it("shows the server's 400 message on the field", async () => {
    mockApi(() => ({
      status: 400,
      data: { message: 'Validation failed', errors: [{ field: 'email', msg: 'Invalid email format' }] },
    }));
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await user.type(emailBox(), 'asha@example.com');
    await user.click(button());
    await waitFor(() => expect(emailBox()).toHaveAccessibleDescription('Invalid email format'));
    expect(emailBox()).toHaveValue('asha@example.com');
  });

  it('subscribes once when submitted twice in a row', async () => {
    const reply = deferredReply();
    const requests = mockApi(() => reply.promise);
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await user.type(emailBox(), 'asha@example.com');
    act(() => {
      button().closest('form')!.requestSubmit();
      button().closest('form')!.requestSubmit();
    });
    reply.release({ status: 201 });
    await screen.findByText(SUBSCRIBED_MESSAGE);
    expect(requests).toHaveLength(1);
  });

  it('checks an address typed and left before its code arrived as soon as the code is here', async () => {
    const requests = mockApi(() => ({ status: 201 }));
    const ui = (
      <ThemeProvider>
        <MemoryRouter>
          <NewsletterForm />
        </MemoryRouter>
      </ThemeProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui);
    // Typed into the server's HTML, then left, before the form's code arrived.
    container.querySelector<HTMLInputElement>('input[name=email]')!.value = 'not-an-email';
    await act(async () => {
      render(ui, { container, hydrate: true });
    });
    expect(emailBox()).toHaveValue('not-an-email');
    expect(emailBox()).toHaveAccessibleDescription('Invalid email format');
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
    container.remove();
  });
});
