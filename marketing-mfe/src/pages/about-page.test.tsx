import { COMPANY_SITE } from '@blueprint/shared/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetViewport, setViewport } from '../testing/match-media';
import { renderWithProviders } from '../testing/render';
import AboutPage, { ABOUT_DESCRIPTION } from './about-page';

afterEach(resetViewport);

const logos = () => screen.getAllByRole('img');

describe('AboutPage', () => {
  it('sets the document title and meta description', () => {
    renderWithProviders(<AboutPage />);
    expect(document.title).toBe('About Us | Blueprint Academy');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', ABOUT_DESCRIPTION);
  });

  it('has the hero with Learn More opening the company site in a new tab', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Innovating Technology Solutions Since 2008');
    const learnMore = screen.getByRole('link', { name: /learn more/i });
    expect(learnMore).toHaveAttribute('href', COMPANY_SITE);
    expect(learnMore).toHaveAttribute('target', '_blank');
    expect(learnMore).toHaveAttribute('rel', 'noopener noreferrer');
    expect(learnMore).toHaveAccessibleName('Learn More (opens in a new tab)');
  });

  it('shows the five partner logos once to screen readers, sized, scrolling over 20 s', () => {
    renderWithProviders(<AboutPage />);
    expect(logos().map((img) => img.getAttribute('alt'))).toEqual(['Autodesk', 'Bentley', 'SketchUp', 'Chaos', 'PTC']);
    for (const img of logos()) {
      expect(img).toHaveAttribute('width', '160');
      expect(img).toHaveAttribute('height', '48');
    }
    const track = logos()[0]!.closest('ul')!;
    expect(track).toHaveStyle({ animationDuration: '20s' });
    // The loop's second copy is there for the eye only.
    expect(track.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(5);
  });

  it('offers a Pause switch for the strip, a native checkbox (it pauses through CSS, with or without the code)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AboutPage />);
    const pause = screen.getByRole('checkbox', { name: 'Pause partner logos' });
    expect(pause).not.toBeChecked();
    await user.click(pause);
    expect(pause).toBeChecked();
    await user.click(pause);
    expect(pause).not.toBeChecked();
  });

  it('lets the visitor scroll the strip by keyboard: it is a named, focusable group', () => {
    renderWithProviders(<AboutPage />);
    const strip = screen.getByRole('group', { name: 'Technology partners' });
    expect(strip).toHaveAttribute('tabindex', '0');
    expect(strip).toContainElement(logos()[0]!);
  });

  it('is the same HTML whatever the visitor prefers: reduced motion is CSS alone (a still row, e2e checks it)', () => {
    setViewport({ reducedMotion: true });
    renderWithProviders(<AboutPage />);
    expect(logos()).toHaveLength(5);
    expect(logos()[0]!.closest('ul')).toHaveStyle({ animationDuration: '20s' });
    expect(screen.getByRole('checkbox', { name: 'Pause partner logos' })).toBeInTheDocument();
  });

  it('states the four figures', () => {
    renderWithProviders(<AboutPage />);
    for (const [value, label] of [
      ['15+', 'Years experience'],
      ['50+', 'Courses'],
      ['2000+', 'Happy students'],
      ['24/7', 'Support'],
    ]) {
      expect(screen.getByText(value!).closest('li')).toHaveTextContent(label!);
    }
  });
});
