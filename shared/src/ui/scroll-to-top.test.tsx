import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from '../router';
import { ScrollToTop } from './scroll-to-top';

let navigate: ReturnType<typeof useNavigate>;
function Capture() {
  navigate = useNavigate();
  return null;
}

describe('ScrollToTop', () => {
  it('scrolls to the top on every route change', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/about']}>
        <ScrollToTop />
        <Capture />
      </MemoryRouter>,
    );
    scrollTo.mockClear();
    act(() => navigate('/contact'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to an anchor instead, as soon as its element appears', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const scrollIntoView = jest.fn();
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollToTop />
        <Capture />
      </MemoryRouter>,
    );
    scrollTo.mockClear();
    act(() => navigate('/internship#registration-form'));
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
