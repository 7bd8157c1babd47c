import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NavGroup } from '@blueprint/contract/navigation';
import { federation, runtimeMock } from '../../testing/federation-mock';
import { renderWithProviders } from '../../testing/render';
import { registerRemoteManifests, resetRemote } from '../../remotes/remote-loader';
import { CoursesDropdown } from './courses-dropdown';

// jest hoists this above the imports: the modules under test see the fake runtime.
jest.mock('@module-federation/enhanced/runtime', () => runtimeMock);


const GROUPS: NavGroup[] = [
  { id: 'autodesk', label: 'Autodesk', courses: [{ id: 'autocad', title: 'AutoCAD' }, { id: 'revit-architecture', title: 'Revit Architecture' }] },
  { id: 'bentley', label: 'Bentley Systems', courses: [{ id: 'staad-pro', title: 'STAAD.Pro' }] },
];

beforeEach(() => {
  federation.reset();
  registerRemoteManifests({ catalog: 'http://c.test/mf-manifest.json' });
  resetRemote('catalog');
});

describe('CoursesDropdown', () => {
  it('opens the provider groups, each with a side list of its courses under /blueprint', async () => {
    federation.modules.set('catalog/navigation', async () => ({ default: GROUPS }));
    renderWithProviders(<CoursesDropdown />);
    const trigger = screen.getByRole('button', { name: 'Courses' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const providers = await screen.findByRole('list', { name: 'Course providers' });
    const autodesk = within(providers).getByRole('button', { name: /Autodesk/ });
    await userEvent.click(autodesk);
    expect(autodesk).toHaveAttribute('aria-expanded', 'true');
    const courses = screen.getByRole('list', { name: 'Autodesk courses' });
    expect(within(courses).getByRole('link', { name: 'AutoCAD' })).toHaveAttribute('href', '/blueprint/courses/autocad');
    expect(screen.queryByRole('list', { name: 'Bentley Systems courses' })).not.toBeInTheDocument();
  });

  it('Escape closes the open group, then the dropdown, returning focus each time', async () => {
    federation.modules.set('catalog/navigation', async () => ({ default: GROUPS }));
    renderWithProviders(<CoursesDropdown />);
    const trigger = screen.getByRole('button', { name: 'Courses' });
    await userEvent.click(trigger);
    const group = await screen.findByRole('button', { name: /Bentley Systems/ });
    await userEvent.click(group);
    await userEvent.keyboard('{Escape}');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(group).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('a group opened by hovering stays open when clicked; a second click closes it', async () => {
    federation.modules.set('catalog/navigation', async () => ({ default: GROUPS }));
    renderWithProviders(<CoursesDropdown />);
    await userEvent.click(screen.getByRole('button', { name: 'Courses' }));
    const group = await screen.findByRole('button', { name: /Autodesk/ });
    await userEvent.hover(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', async () => {
    federation.modules.set('catalog/navigation', async () => ({ default: GROUPS }));
    renderWithProviders(
      <>
        <CoursesDropdown />
        <p>elsewhere</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Courses' }));
    await screen.findByRole('list', { name: 'Course providers' });
    await userEvent.click(screen.getByText('elsewhere'));
    expect(screen.getByRole('button', { name: 'Courses' })).toHaveAttribute('aria-expanded', 'false');
  });

  // The browser opens the baseline itself (a popover: jsdom has none); here its wiring, in the browser tests
  // its behaviour without JavaScript.
  it('before the code is live, the button opens a baseline that leads to all courses; live, it does not', async () => {
    federation.modules.set('catalog/navigation', async () => ({ default: GROUPS }));
    renderWithProviders(<CoursesDropdown />, { route: '/blueprint/about' });
    const trigger = screen.getByRole('button', { name: 'Courses' });
    const baseline = document.getElementById(trigger.getAttribute('popovertarget') ?? '');
    expect(baseline).toHaveAttribute('popover', 'auto');
    expect(within(baseline!).getByRole('link', { name: 'All courses' })).toHaveAttribute('href', '/blueprint/courses');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    trigger.dispatchEvent(click);
    // Cancelled: the browser does not open the baseline over the live menu.
    expect(click.defaultPrevented).toBe(true);
    expect(await screen.findByRole('list', { name: 'Course providers' })).toBeInTheDocument();
  });

  it('says so when the catalogue cannot be reached, links to all courses, and retries', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    federation.modules.set('catalog/navigation', async () => {
      throw new Error('down');
    });
    renderWithProviders(<CoursesDropdown />);
    await userEvent.click(screen.getByRole('button', { name: 'Courses' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The course list could not be loaded.');
    expect(screen.getByRole('link', { name: 'Browse all courses' })).toHaveAttribute('href', '/blueprint/courses');
    federation.modules.set('catalog/navigation', async () => ({ default: GROUPS }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Course providers' })).toBeInTheDocument();
  });
});
