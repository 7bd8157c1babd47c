import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runtimeMock } from '../../testing/federation-mock';
import { renderWithProviders } from '../../testing/render';
import { Header } from './header';

// jest hoists this above the imports: the modules under test see the fake runtime.
jest.mock('@module-federation/enhanced/runtime', () => runtimeMock);

beforeEach(() => localStorage.clear());

describe('Header', () => {
  it("has the logo to home and 'Get Started' opening the chat link in a new tab, safely", () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Blueprint Academy home' })).toHaveAttribute('href', '/blueprint/');
    const getStarted = screen.getByRole('link', { name: /Get Started/ });
    expect(getStarted).toHaveAttribute('href', 'https://wa.me/919800000000');
    expect(getStarted).toHaveAttribute('target', '_blank');
    expect(getStarted).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('toggles the theme from its button', async () => {
    renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('links Home, Internship, About and Contact under /blueprint, marking the current page', () => {
    renderWithProviders(<Header />, { route: '/blueprint/about' });
    // jsdom applies no media queries, so the desktop bar counts as hidden here; the browser tests see it.
    const nav = screen.getByTestId('secondary-nav');
    expect(nav).toHaveAttribute('aria-label', 'Main');
    expect(nav).toHaveTextContent(/Home.*Courses.*Internship.*About.*Contact/);
    expect(within(nav).getByRole('link', { name: 'About', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Internship', hidden: true })).toHaveAttribute('href', '/blueprint/internship');
  });

  it('opens the mobile menu with the five links; Courses leads to the home page course section', async () => {
    renderWithProviders(<Header />, { route: '/blueprint/about' });
    const open = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(open);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const links = menu.querySelectorAll('a');
    expect([...links].map((link) => link.textContent)).toEqual(['Home', 'Courses', 'About', 'Contact', 'Internship']);
    expect(links[1]).toHaveAttribute('href', '/blueprint/#explore-courses');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('on the home page, the mobile Courses link stays on the page and scrolls to the section', async () => {
    renderWithProviders(<Header />, { route: '/home' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menu.querySelectorAll('a')[1]).toHaveAttribute('href', '/home#explore-courses');
  });
});
