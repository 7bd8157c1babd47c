import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installDialogPolyfill } from '@blueprint/shared/testing/dialog';
import { resetViewport, setViewport } from '../../../testing/match-media';
import { renderWithProviders } from '../../../testing/render';
import { ExploreCourses } from './explore-courses';

// The spec's lists (section 2, "Home"), written out here so that a change to the data module shows up.
const SPEC = {
  'View courses in Product Design and Manufacturing': {
    title: 'Product Design and Manufacturing Courses',
    groups: {
      Autodesk: ['fusion', 'autocad', 'maya', '3ds-max'],
      Dassault: ['solidworks'],
      Others: ['creo-ptc', 'ansys', 'adobe-animate'],
    },
  },
  'View courses in AEC': {
    title: 'AEC Courses',
    groups: {
      Autodesk: [
        'autocad',
        'autocad-electrical',
        'revit-architecture',
        'revit-mep',
        'revit-structure',
        'civil-3d',
        'navisworks',
        'infrawork',
      ],
      'Bentley Systems': [
        'openroads-designer',
        'openflows-watergems',
        'openflows-sewergems',
        'staad-pro',
        'microstation',
      ],
      Others: [
        'sketchup',
        'lumion',
        'v-ray',
        'enscape',
        'rhino',
        'grasshopper',
        'etabs',
        'ms-project',
        'qgis',
        'adobe-animate',
        'photoshop',
        'illustrator',
      ],
    },
  },
  'View courses in IT': {
    title: 'IT Courses',
    groups: { '': ['java-fullstack', 'python-fullstack', 'mern-stack', 'cloud-app-dev'] },
  },
} as const;

beforeAll(installDialogPolyfill);
beforeEach(() => setViewport({ width: 375, reducedMotion: true }));
afterEach(resetViewport);

/** A group's dialog, named by its button (jsdom has no Invoker Commands: the component's fallback opens it). */
async function openModal(user: ReturnType<typeof userEvent.setup>, buttonName: string) {
  const button = screen.getByRole('button', { name: buttonName });
  expect(button).toHaveAttribute('command', 'show-modal');
  const dialog = document.getElementById(button.getAttribute('commandfor') ?? '') as HTMLDialogElement;
  await user.click(button);
  expect(dialog.open).toBe(true);
  return { button, dialog };
}

describe('ExploreCourses', () => {
  it('has the section the hero anchor points at, six cards and View All Courses', () => {
    setViewport({ width: 1400 });
    renderWithProviders(<ExploreCourses />);
    expect(document.getElementById('explore-courses')).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Explore Our Courses' }),
    );
    expect(screen.getByRole('region', { name: 'Course categories' }).querySelectorAll('ul > li')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'View All Courses' })).toHaveAttribute('href', '/courses');
  });

  it.each([
    ['BIM for Construction', '/courses/bim-construction'],
    ['BIM for Infrastructure', '/courses/bim-infrastructure'],
    ['BIM for Architecture', '/courses/revit-architecture'],
  ])('links the %s card to %s', (name, href) => {
    renderWithProviders(<ExploreCourses />);
    const card = screen.getByRole('heading', { level: 3, name }).closest('article')!;
    expect(within(card).getByRole('img')).toHaveAttribute('width', '400');
    expect(within(card).getByRole('img')).toHaveAttribute('height', '250');
    expect(within(card).getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByRole('img')).toHaveAccessibleName(/.+/);
    expect(within(card).getByRole('link', { name: new RegExp(`^Explore course\\W+${name}$`) })).toHaveAttribute(
      'href',
      href,
    );
  });

  it.each(Object.entries(SPEC))(
    '"%s" opens a modal with exactly the spec\'s groups and course links',
    async (buttonName, expected) => {
      const user = userEvent.setup();
      renderWithProviders(<ExploreCourses />);
      const { dialog } = await openModal(user, buttonName);

      expect(dialog).toHaveAccessibleName(expected.title);
      expect(dialog).toHaveStyle({ maxHeight: '90vh' });
      const headings = within(dialog)
        .queryAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
      expect(headings).toEqual(Object.keys(expected.groups).filter(Boolean));
      const hrefs = within(dialog)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual(
        Object.values(expected.groups)
          .flat()
          .map((id) => `/courses/${id}`),
      );
      for (const link of within(dialog).getAllByRole('link')) expect(link.textContent).toMatch(/^[A-Z0-9][\w .()-]+$/);
    },
  );

  it('has the dialogs in its HTML, closed, closing on the backdrop (closedby) and by their Close button', () => {
    renderWithProviders(<ExploreCourses />);
    const dialogs = document.querySelectorAll('dialog');
    expect(dialogs).toHaveLength(3);
    for (const dialog of dialogs) {
      expect(dialog.open).toBe(false);
      expect(dialog).toHaveAttribute('closedby', 'any');
      const close = within(dialog).getByRole('button', { name: 'Close', hidden: true });
      expect(close).toHaveAttribute('commandfor', dialog.id);
      expect(close).toHaveAttribute('command', 'close');
    }
  });

  it('closes with the close button and returns focus to the card', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExploreCourses />);
    const { button, dialog } = await openModal(user, 'View courses in AEC');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
    expect(button).toHaveFocus();
  });

  it('follows a course link to its page and closes the modal', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExploreCourses />);
    const { dialog } = await openModal(user, 'View courses in AEC');
    await user.click(within(dialog).getByRole('link', { name: 'STAAD.Pro' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/courses/staad-pro');
    expect(dialog.open).toBe(false);
  });
});
