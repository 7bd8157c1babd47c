import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../testing/render-route';

// A course page reached by a full page load: the router holds no earlier location, so whether one of our
// pages came before is the browser's to say.
const location = () => screen.getByTestId('location').textContent;
const navigationOf = window as Window & { navigation?: unknown };

afterEach(() => {
  delete navigationOf.navigation;
});

describe('Back after a full page load', () => {
  it('goes back in the browser when the Navigation API lists one of our pages before this one', async () => {
    navigationOf.navigation = { currentEntry: { index: 1 } };
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    renderRoute('/courses/autocad');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/courses/autocad');
  });

  it('goes to the course list when this is the first of our pages in the tab', async () => {
    navigationOf.navigation = { currentEntry: { index: 0 } };
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    renderRoute('/courses/autocad');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(back).not.toHaveBeenCalled();
    expect(location()).toBe('/courses');
  });

  it('without the Navigation API, trusts a referrer from this origin', async () => {
    jest.spyOn(document, 'referrer', 'get').mockReturnValue(`${window.location.origin}/about`);
    window.history.pushState(null, '', window.location.href);
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    renderRoute('/courses/autocad');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('without the Navigation API, does not go back to another site', async () => {
    jest.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.example.com/search');
    window.history.pushState(null, '', window.location.href);
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    renderRoute('/blueprint/courses/autocad');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(back).not.toHaveBeenCalled();
    expect(location()).toBe('/blueprint/courses');
  });
});
