import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('has quick links and legal links without the base path, three social links and the current year', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    const quick = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(within(quick).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(within(quick).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    const social = within(footer).getAllByRole('link', { name: /opens in a new tab/ });
    expect(social).toHaveLength(3);
    for (const link of social) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Blueprint Academy`);
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/privacy', '/terms', '/cookies']);
    expect(within(footer).getByRole('link', { name: 'Blueprint Academy home' })).toHaveAttribute('href', '/');
  });
});
