import { CONTACT_WHATSAPP } from '@blueprint/shared/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../testing/render-route';

describe('browse page', () => {
  it('shows the five provider cards of the spec, each to /courses/{provider id}', () => {
    renderRoute('/courses');
    expect(screen.getByRole('heading', { level: 1, name: 'Browse Courses by Provider' })).toBeInTheDocument();
    expect(document.title).toBe('Browse Courses by Provider | Blueprint Academy');
    const cards = screen.getAllByRole('link').filter((link) => link.querySelector('h2'));
    expect(
      cards.map((card) => [card.querySelector('h2')?.textContent, card.querySelector('.subtitle')?.textContent, card.getAttribute('href')]),
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

  it("recommends courses by goal and level from 'Get Course Recommendation'", async () => {
    const user = userEvent.setup();
    renderRoute('/courses');
    expect(screen.getByRole('heading', { level: 2, name: 'Not sure where to start?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Course Recommendation' }));

    const dialog = await screen.findByRole('dialog', { name: 'Find your course' });
    expect(within(dialog).getByText(/Choose a goal and your experience/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Product and mechanical design' }));
    await user.click(within(dialog).getByRole('radio', { name: 'New to it' }));
    const suggestions = within(dialog).getAllByRole('listitem').map((item) => within(item).getByRole('link'));
    expect(suggestions.map((link) => link.getAttribute('href'))).toEqual(['/courses/autocad', '/courses/solidworks', '/courses/fusion']);
    expect(within(dialog).getByRole('link', { name: 'Chat with a course counsellor' })).toHaveAttribute('href', CONTACT_WHATSAPP);

    await user.click(suggestions[1] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'SOLIDWORKS Part, Assembly and Drawing' })).toBeInTheDocument();
    expect(await screen.findByText('₹1,299')).toBeInTheDocument();
  });

  it('closes the recommender with Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderRoute('/courses');
    const button = screen.getByRole('button', { name: 'Get Course Recommendation' });
    await user.click(button);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
