import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runtimeMock } from '../../testing/federation-mock';
import { renderWithProviders } from '../../testing/render';
import { themeScript } from '@blueprint/shared/theme/theme-rule';
import { Header } from './header';

// jest hoists this above the imports: the modules under test see the fake runtime.
jest.mock('@module-federation/enhanced/runtime', () => runtimeMock);

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-shell-live');
});

describe('Header', () => {
  it("has the logo to home and 'Get Started' opening the chat link in a new tab, safely", () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Blueprint Academy home' })).toHaveAttribute('href', '/blueprint/');
    const getStarted = screen.getByRole('link', { name: /Get Started/ });
    expect(getStarted).toHaveAttribute('href', 'https://wa.me/919800000000');
    expect(getStarted).toHaveAttribute('target', '_blank');
    expect(getStarted).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("has the theme switch in its HTML, whose clicks the page's inline script answers (no React handler to wait for)", async () => {
    // What index.html runs before the first paint.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script, as the browser runs it
    (new Function(themeScript()) as () => void)();
    renderWithProviders(<Header />);
    const toggle = screen.getByRole('button', { name: 'Switch to dark theme' });
    expect(toggle).toHaveAttribute('data-theme-toggle');
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBe(toggle);
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveClass('light');
  });

  it('links Home, Internship, About and Contact under /blueprint, marking the current page', () => {
    renderWithProviders(<Header />, { route: '/blueprint/about' });
    // jsdom applies no media queries, so the desktop bar counts as hidden here; the browser tests see it.
    const nav = screen.getByTestId('secondary-nav');
    expect(nav).toHaveAttribute('aria-label', 'Main');
    expect(nav).toHaveTextContent(/Home.*Courses.*Internship.*About.*Contact/);
    expect(within(nav).getByRole('link', { name: 'About', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Internship', hidden: true })).toHaveAttribute(
      'href',
      '/blueprint/internship',
    );
  });

  // The menu is a popover the browser opens and closes itself (jsdom has none): here its wiring and content,
  // in the browser tests its behaviour, with JavaScript and without.
  it('has the phone menu the menu button opens: the five links; Courses leads to the home page course section', () => {
    renderWithProviders(<Header />, { route: '/blueprint/about' });
    const open = screen.getByRole('button', { name: 'Open menu' });
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(open).toHaveAttribute('popovertarget', menu.id);
    expect(menu).toHaveAttribute('popover', 'auto');
    const links = menu.querySelectorAll('a');
    expect([...links].map((link) => link.textContent)).toEqual(['Home', 'Courses', 'About', 'Contact', 'Internship']);
    expect(links[1]).toHaveAttribute('href', '/blueprint/#explore-courses');
    expect(links[2]).toHaveAttribute('href', '/blueprint/about');
    expect(within(menu).getByRole('button', { name: 'Close' })).toHaveAttribute('popovertarget', menu.id);
  });

  it('on the home page, the mobile Courses link stays on the page and scrolls to the section', () => {
    renderWithProviders(<Header />, { route: '/home' });
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu.querySelectorAll('a')[1]).toHaveAttribute('href', '/home#explore-courses');
  });
});
