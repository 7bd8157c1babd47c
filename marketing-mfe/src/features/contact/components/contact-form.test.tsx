import { setRuntimeConfig } from '@blueprint/shared/config';
import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredReply, mockApi, type MockReply } from '@blueprint/shared/testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { NETWORK_ERROR } from '../../../lib/submit-error';
import ContactForm, { SENT_MESSAGE } from './contact-form';

beforeEach(() => {
  setRuntimeConfig({ apiUrl: 'http://api.test', remotes: {} });
  window.sessionStorage.clear();
});
afterEach(() => setRuntimeConfig(undefined));

const created: MockReply = { status: 201, data: { data: { _id: 'c1' } } };

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^name/i }), 'Asha Rao');
  await user.type(screen.getByRole('textbox', { name: /^email/i }), 'Asha@Example.com');
  await user.type(screen.getByRole('textbox', { name: /^phone/i }), '98450 12345');
  await user.type(screen.getByRole('textbox', { name: /^message/i }), 'Do you run Revit batches on weekends?');
}

const submitButton = () => screen.getByRole('button', { name: /send message|sending/i });

describe('ContactForm', () => {
  it('asks for name, email and message on their own fields and sends nothing', async () => {
    const requests = mockApi(() => created);
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);

    await user.click(submitButton());

    const name = screen.getByRole('textbox', { name: /^name/i });
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^email/i })).toHaveAccessibleDescription('Email is required');
    expect(screen.getByRole('textbox', { name: /^message/i })).toHaveAccessibleDescription('Message is required');
    expect(screen.getByRole('textbox', { name: /^phone/i })).not.toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('checks the email when the field is left and clears the error once it is right', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    const email = screen.getByRole('textbox', { name: /^email/i });

    await user.type(email, 'asha@');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Invalid email format');

    await user.type(email, 'example.com');
    expect(email).not.toHaveAccessibleDescription();
  });

  it('shows Sending... on a disabled button while posting, then clears the fields and confirms', async () => {
    const reply = deferredReply();
    const requests = mockApi(() => reply.promise);
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);

    await fillIn(user);
    await user.click(submitButton());

    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Sending...');
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/contact',
        baseURL: 'http://api.test',
        body: {
          name: 'Asha Rao',
          email: 'asha@example.com',
          phone: '98450 12345',
          service: '',
          message: 'Do you run Revit batches on weekends?',
        },
      }),
    ]);

    reply.release(created);

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SENT_MESSAGE));
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent('Send Message');
    for (const name of [/^name/i, /^email/i, /^phone/i, /^message/i]) {
      expect(screen.getByRole('textbox', { name })).toHaveValue('');
    }
    expect(window.sessionStorage.getItem(STORAGE_KEYS.contactDraft)).toBeNull();
  });

  it('keeps every word typed and says the server could not be reached when the request fails', async () => {
    mockApi(() => 'network-error');
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);

    await fillIn(user);
    await user.click(submitButton());

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(NETWORK_ERROR));
    expect(screen.getByRole('textbox', { name: /^name/i })).toHaveValue('Asha Rao');
    expect(screen.getByRole('textbox', { name: /^message/i })).toHaveValue('Do you run Revit batches on weekends?');
    expect(submitButton()).toBeEnabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('treats a 5xx answer like an unreachable server and lets the visitor try again', async () => {
    let calls = 0;
    const requests = mockApi(() =>
      ++calls === 1 ? { status: 503, data: { message: 'Service unavailable' } } : created,
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);

    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(NETWORK_ERROR));
    expect(screen.getByRole('textbox', { name: /^message/i })).toHaveValue('Do you run Revit batches on weekends?');

    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SENT_MESSAGE));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(requests).toHaveLength(2);
  });

  it("puts the server's 400 field errors on their fields and keeps the input", async () => {
    mockApi(() => ({
      status: 400,
      data: { message: 'Validation failed', errors: [{ field: 'email', msg: 'Email is not deliverable' }] },
    }));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);

    await fillIn(user);
    await user.click(submitButton());

    const email = screen.getByRole('textbox', { name: /^email/i });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is not deliverable'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('Asha@Example.com');
    expect(screen.getByRole('alert')).toHaveTextContent(/correct the highlighted fields/i);
  });

  it('sends once when submitted twice in a row', async () => {
    const reply = deferredReply();
    const requests = mockApi(() => reply.promise);
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillIn(user);

    const form = submitButton().closest('form')!;
    // Two submits in the same tick, before React has disabled the button.
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await user.click(submitButton());
    await user.keyboard('{Enter}');

    reply.release(created);
    await screen.findByText(SENT_MESSAGE);
    expect(requests).toHaveLength(1);
  });

  it('keeps an unsent message when the visitor leaves the page and comes back', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<ContactForm />);
    await user.type(screen.getByRole('textbox', { name: /^message/i }), 'Half a thought');
    unmount();

    renderWithProviders(<ContactForm />);
    expect(screen.getByRole('textbox', { name: /^message/i })).toHaveValue('Half a thought');
  });
});
