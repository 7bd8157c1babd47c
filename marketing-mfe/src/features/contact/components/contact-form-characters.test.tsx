import { setRuntimeConfig } from '@blueprint/shared/config';
import { mockApi } from '@blueprint/shared/testing/mock-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import ContactForm from './contact-form';

beforeEach(() => {
  setRuntimeConfig({ apiUrl: 'http://api.test', remotes: {} });
  window.sessionStorage.clear();
});
afterEach(() => setRuntimeConfig(undefined));

// The shared schema's rule, said by the form before anything is sent (the API says the same words).
describe('ContactForm and invisible characters', () => {
  it('refuses a name holding a right-to-left override, and keeps the lines of a message', async () => {
    const requests = mockApi(() => ({ status: 201, data: { data: { _id: 'c1' } } }));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);

    await user.click(screen.getByRole('textbox', { name: /^name/i }));
    await user.paste('Asha\u202ERao');
    await user.click(screen.getByRole('textbox', { name: /^email/i }));
    await user.paste('asha@example.com');
    await user.click(screen.getByRole('textbox', { name: /^message/i }));
    await user.paste('line one\nline two');
    await user.click(screen.getByRole('button', { name: /send message/i }));

    const name = screen.getByRole('textbox', { name: /^name/i });
    expect(name).toHaveAccessibleDescription('Name must not contain control or text-direction characters');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^message/i })).not.toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });
});
