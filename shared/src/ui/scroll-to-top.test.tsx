import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from '../router';
import { ScrollToTop } from './scroll-to-top';

function renderAt(route: string) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <ScrollToTop />
      <Link to="/contact">Contact</Link>
      <Link to="/internship#registration-form">Register</Link>
    </MemoryRouter>,
  );
}

describe('ScrollToTop', () => {
  it('scrolls to the top on every route change', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt('/about');
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the page it was loaded at where the browser (or the visitor) put it', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt('/about');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to an anchor instead, as soon as its element appears', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const scrollIntoView = jest.fn();
    renderAt('/');
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    expect(scrollTo).not.toHaveBeenCalled();
    const form = document.createElement('form');
    form.id = 'registration-form';
    form.scrollIntoView = scrollIntoView;
    await act(async () => {
      document.body.append(form);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(scrollIntoView).toHaveBeenCalled();
    form.remove();
  });
});
