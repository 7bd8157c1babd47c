import { CONTACT_WHATSAPP } from '@blueprint/shared/constants';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import ContactPage, { CONTACT_DESCRIPTION } from './contact-page';

/** Renders the page and waits for the form's code, which a page the browser renders loads at once. */
async function renderPage() {
  const result = renderWithProviders(<ContactPage />);
  await screen.findByRole('button', { name: 'Send Message' });
  return result;
}

describe('ContactPage', () => {
  it('sets the document title and meta description', async () => {
    await renderPage();
    expect(document.title).toBe('Contact Us | Blueprint Academy');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', CONTACT_DESCRIPTION);
  });

  it("is contact variant 2: 'Let's Start a Conversation' with the stat cards", async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Let's Start a Conversation");
    expect(screen.getByRole('list', { name: 'Blueprint Academy in numbers' }).children).toHaveLength(4);
    for (const [value, label] of [
      ['98%', 'Success rate'],
      ['10+', 'Industry partners'],
      ['2000+', 'Graduates placed'],
      ['50+', 'Expert instructors'],
    ]) {
      expect(screen.getByText(value!).closest('li')).toHaveTextContent(label!);
    }
  });

  it('has the contact cards, hours, WhatsApp in a new tab and the form with its promise', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Visit Us' }).parentElement).toHaveTextContent(/Vijayanagar, Bengaluru/);
    expect(screen.getByRole('heading', { name: 'Call Us' }).parentElement!.querySelector('a')).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+91\d{10}$/),
    );
    expect(screen.getByRole('heading', { name: 'Email Us' }).parentElement!.querySelector('a')).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(screen.getByRole('heading', { name: 'Business Hours' }).parentElement).toHaveTextContent(
      /Monday to Saturday: 9:00 AM to 8:30 PMSunday: Closed/,
    );
    const whatsapp = screen.getByRole('link', { name: /whatsapp/i });
    expect(whatsapp).toHaveAttribute('href', CONTACT_WHATSAPP);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('heading', { level: 2, name: 'Send Us a Message' })).toBeInTheDocument();
    expect(screen.getByText('We will get back to you within 24 hours.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^name/i })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^email/i })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /^message/i })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^phone/i })).not.toBeRequired();
  });
});
