import { CONTACT_WHATSAPP } from '@blueprint/shared/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installDialogPolyfill } from '@blueprint/shared/testing/dialog';
import { renderRoute } from '../testing/render-route';

describe('browse page', () => {
  it('shows the five provider cards of the spec, each to /courses/{provider id}', () => {
    renderRoute('/courses');
    expect(screen.getByRole('heading', { level: 1, name: 'Browse Courses by Provider' })).toBeInTheDocument();
    expect(document.title).toBe('Browse Courses by Provider | Blueprint Academy');
    const cards = screen.getAllByRole('link').filter((link) => link.querySelector('h2'));
    expect(
      cards.map((card) => [
        card.querySelector('h2')?.textContent,
        card.querySelector('.subtitle')?.textContent,
        card.getAttribute('href'),
      ]),
    ).toEqual([
      ['AUTODESK', 'CAD, BIM, and more', '/courses/autodesk'],
      ['BENTLEY', 'Infrastructure engineering', '/courses/bentley'],
      ['DASSAULT', '3D design and PLM', '/courses/dassault'],
      ['OTHER', 'Various software solutions', '/courses/other'],
      ['IT/Programming', 'Programming and development', '/courses/it'],
    ]);
    expect(within(cards[0] as HTMLElement).getByText('13 courses')).toBeInTheDocument();
  });

  it('keeps the /blueprint base in the card links', () => {
    renderRoute('/blueprint/courses');
    expect(screen.getByRole('link', { name: /BENTLEY/ })).toHaveAttribute('href', '/blueprint/courses/bentley');
  });

  it('opens a provider page from its card', async () => {
    renderRoute('/courses');
    await userEvent.click(screen.getByRole('link', { name: /DASSAULT/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'Dassault Systèmes Courses' })).toBeInTheDocument();
  });

  it("has 'Get Course Recommendation' open a dialog the browser runs, whose suggestions are all in the HTML", () => {
    renderRoute('/courses');
    expect(screen.getByRole('heading', { level: 2, name: 'Not sure where to start?' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Get Course Recommendation' });
    expect(button).toHaveAttribute('command', 'show-modal');
    const dialog = document.getElementById(button.getAttribute('commandfor') ?? '')!;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('closedby', 'any');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')).toHaveTextContent('Find your course');
    const radios = within(dialog).getAllByRole('radio', { hidden: true });
    expect(radios.filter((radio) => radio.getAttribute('name') === 'recommend-goal')).toHaveLength(8);
    expect(radios.filter((radio) => radio.getAttribute('name') === 'recommend-level')).toHaveLength(3);
    // CSS shows the list of the goal and level checked (browser tests choose them).
    const picks = dialog.querySelector('[data-goal="mechanical"][data-level="new"]')!;
    expect(
      within(picks as HTMLElement)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/courses/autocad', '/courses/solidworks', '/courses/fusion']);
    expect(within(dialog).getByRole('link', { name: 'Chat with a course counsellor', hidden: true })).toHaveAttribute(
      'href',
      CONTACT_WHATSAPP,
    );
  });

  it('follows a suggestion to its course inside the app, closing the dialog', async () => {
    installDialogPolyfill();
    const user = userEvent.setup();
    renderRoute('/courses');
    await user.click(screen.getByRole('button', { name: 'Get Course Recommendation' }));
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Find your course' });
    const picks = dialog.querySelector<HTMLElement>('[data-goal="mechanical"][data-level="new"]')!;
    await user.click(within(picks).getByRole('link', { name: /SOLIDWORKS/, hidden: true }));
    expect(dialog.open).toBe(false);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SOLIDWORKS Part, Assembly and Drawing' }),
    ).toBeInTheDocument();
  });
});
