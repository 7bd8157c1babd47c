import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetViewport, setViewport } from '../testing/match-media';
import { renderWithProviders } from '../testing/render';
import HomePage, { HOME_DESCRIPTION } from './home-page';

/**
 * Renders the page and waits for its form below the fold, which a page the browser renders loads at once (the
 * first time in a run, its code is compiled: longer than the default second on a loaded machine).
 */
async function renderPage() {
  const result = renderWithProviders(<HomePage />);
  await screen.findByRole('button', { name: 'Send Message' }, { timeout: 5000 });
  return result;
}

beforeEach(() => setViewport({ width: 1300, reducedMotion: true }));
afterEach(resetViewport);

describe('HomePage', () => {
  it('sets the document title and meta description', async () => {
    await renderPage();
    expect(document.title).toBe('Shaping the Future | Blueprint Academy');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', HOME_DESCRIPTION);
  });

  it("opens with the hero: one h1, the skills line, 'Contact us' and the way down to the courses", async () => {
    await renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shaping the Future');
    expect(screen.getByText(/elevate your professional skills/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/blueprint/contact');
    const down = screen.getByRole('link', { name: /explore courses/i });
    expect(down).toHaveAttribute('href', '#explore-courses');
    expect(document.getElementById('explore-courses')).not.toBeNull();
  });

  it('follows Contact us to the contact page', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('link', { name: 'Contact us' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/blueprint/contact');
  });

  it('has the course cards, testimonials, FAQ and the contact section in that order', async () => {
    await renderPage();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'Explore Our Courses',
      'What Our Students Say',
      'Frequently Asked Questions',
      'Get In Touch',
    ]);
  });

  it("has contact variant 1: our details, 'Send Us a Message' and its form", async () => {
    await renderPage();
    const section = screen.getByRole('region', { name: 'Get In Touch' });
    expect(within(section).getByText(/Vijayanagar, Bengaluru/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /\+91/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(within(section).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(within(section).getByText(/Monday to Saturday: 9:00 AM to 8:30 PM/)).toBeInTheDocument();
    expect(within(section).getByText(/Sunday: Closed/)).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Send Us a Message' })).toBeInTheDocument();
    expect(within(section).getByText(/within 24 hours/)).toBeInTheDocument();
    expect(await within(section).findByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    const whatsapp = within(section).getByRole('link', { name: /whatsapp/i });
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
