import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NavGroup } from '@blueprint/contract/navigation';
import { federation, runtimeMock } from '../../testing/federation-mock';
import { renderWithProviders } from '../../testing/render';
import { registerRemoteManifests, resetRemote } from '../../remotes/remote-loader';
import { CoursesDropdown } from './courses-dropdown';

// jest hoists this above the imports: the modules under test see the fake runtime.
jest.mock('@module-federation/enhanced/runtime', () => runtimeMock);

const GROUPS: NavGroup[] = [
  {
    id: 'autodesk',
    label: 'Autodesk',
    courses: [
      { id: 'autocad', title: 'AutoCAD' },
      { id: 'revit-architecture', title: 'Revit Architecture' },
    ],
  },
  { id: 'bentley', label: 'Bentley Systems', courses: [{ id: 'staad-pro', title: 'STAAD.Pro' }] },
];

beforeEach(() => {
  federation.reset();
  registerRemoteManifests({ catalog: 'http://c.test/mf-manifest.json' });
  resetRemote('catalog');
});

/** The menu's popover (the browser opens it: jsdom has no popovers, so its toggle is played here). */
function panelOf(trigger: HTMLElement) {
  const panel = document.getElementById(trigger.getAttribute('popovertarget') ?? '');
  if (!panel) throw new Error('the button names no popover');
  return panel;
}

function toggle(panel: HTMLElement, newState: 'open' | 'closed') {
  act(() => {
    panel.dispatchEvent(
      Object.assign(new Event('toggle'), { newState, oldState: newState === 'open' ? 'closed' : 'open' }),
    );
  });
}

describe('CoursesDropdown', () => {
  it('is a popover the button opens by itself, leading to all courses before any code runs', async () => {
    federation.modules.set('catalog/navigation', async () => ({ default: GROUPS }));
    renderWithProviders(<CoursesDropdown />, { route: '/blueprint/about' });
    const trigger = screen.getByRole('button', { name: 'Courses' });
    const panel = panelOf(trigger);
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(within(panel).getByRole('link', { name: 'All courses' })).toHaveAttribute('href', '/blueprint/courses');
    // Nothing cancels the browser's own opening of it.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      trigger.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(false);
    // The click also fetched the groups the live menu adds.
    expect(await screen.findByRole('list', { name: 'Course providers' })).toBeInTheDocument();
  });

  it('once open, lists the provider groups, each with a side list of its courses under /blueprint', async () => {
    federation.modules.set('catalog/navigation', async () => ({ default: GROUPS }));
    renderWithProviders(<CoursesDropdown />);
    const trigger = screen.getByRole('button', { name: 'Courses' });
    await userEvent.click(trigger);
    toggle(panelOf(trigger), 'open');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const providers = await screen.findByRole('list', { name: 'Course providers' });
    const autodesk = within(providers).getByRole('button', { name: /Autodesk/ });
    await userEvent.click(autodesk);
    expect(autodesk).toHaveAttribute('aria-expanded', 'true');
    const courses = screen.getByRole('list', { name: 'Autodesk courses' });
    expect(within(courses).getByRole('link', { name: 'AutoCAD' })).toHaveAttribute(
      'href',
      '/blueprint/courses/autocad',
    );
    expect(screen.queryByRole('list', { name: 'Bentley Systems courses' })).not.toBeInTheDocument();
    toggle(panelOf(trigger), 'closed');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(autodesk).toHaveAttribute('aria-expanded', 'false');
  });

  it("Escape closes the open group first (the browser's close of the menu is cancelled), returning focus to it", async () => {
    federation.modules.set('catalog/navigation', async () => ({ default: GROUPS }));
    renderWithProviders(<CoursesDropdown />);
    const trigger = screen.getByRole('button', { name: 'Courses' });
    await userEvent.click(trigger);
    toggle(panelOf(trigger), 'open');
    const group = await screen.findByRole('button', { name: /Bentley Systems/ });
    await userEvent.click(group);
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    act(() => {
      group.dispatchEvent(escape);
    });
    expect(escape.defaultPrevented).toBe(true);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(group).toHaveFocus();
    // With no group open, Escape is the browser's: it closes the menu.
    const again = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    group.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
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

  it('says so when the catalogue cannot be reached, still links to all courses, and retries', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    federation.modules.set('catalog/navigation', async () => {
      throw new Error('down');
    });
    renderWithProviders(<CoursesDropdown />);
    await userEvent.click(screen.getByRole('button', { name: 'Courses' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The course groups could not be loaded.');
    expect(screen.getByRole('link', { name: 'All courses' })).toHaveAttribute('href', '/blueprint/courses');
    federation.modules.set('catalog/navigation', async () => ({ default: GROUPS }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Course providers' })).toBeInTheDocument();
  });
});
