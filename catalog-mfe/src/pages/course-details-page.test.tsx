import { ENROLMENT_SITE } from '@blueprint/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../testing/render-route';

const location = () => screen.getByTestId('location').textContent;

/** The course page with its details loaded (the title shows at once, the rest follows). */
async function loaded(title: string | RegExp) {
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  await waitFor(() => expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument());
  return heading;
}

describe('course details', () => {
  it('shows "Loading course details..." and then everything about the course', async () => {
    renderRoute('/courses/autocad');
    // The title is known from the index at once; the details come with their chunk.
    expect(screen.getByRole('heading', { level: 1, name: 'AutoCAD 2D Drafting and 3D Modelling' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading course details...');
    expect(screen.queryByText('Level')).not.toBeInTheDocument();

    expect(await screen.findByText(/Learn AutoCAD from the first line/)).toBeInTheDocument();
    expect(screen.queryByText('Loading course details...')).not.toBeInTheDocument();
    const facts = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(facts('Level')).toBe('Beginner');
    expect(facts('Duration')).toBe('40 Hours');
    expect(facts('Price')).toBe('₹799');
    expect(facts('Instructor')).toMatch(/Suresh Kulkarni/);
    expect(screen.getByText(/Learn AutoCAD from the first line/)).toBeInTheDocument();
    expect(screen.getByText('Autodesk · CAD & Drafting')).toBeInTheDocument();

    const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
    expect(within(section('Who this course is for')).getByText(/draughtspersons/)).toBeInTheDocument();
    expect(within(section('Curriculum')).getAllByRole('listitem')).toHaveLength(7);
    expect(within(section('What you will learn')).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section('Prerequisites')).getByText('Basic computer skills')).toBeInTheDocument();

    const cover = document.querySelector('img.course-cover');
    expect(cover).toHaveAttribute('src');
    expect(cover).toHaveAttribute('width', '640');
    expect(cover).toHaveAttribute('height', '360');
  });

  it('formats the price in rupees for India', async () => {
    renderRoute('/courses/diploma-cad-bim');
    await loaded('Diploma in CAD and BIM');
    expect(screen.getByText('₹2,499')).toBeInTheDocument();
    expect(screen.getByText('6 Months')).toBeInTheDocument();
    expect(screen.getByText('Beginner to Advanced')).toBeInTheDocument();
  });

  it('sets the document title and description from the course', async () => {
    renderRoute('/courses/revit-architecture');
    await loaded(/Revit Architecture/);
    expect(document.title).toBe('Revit Architecture: BIM for Building Design | Blueprint Academy');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^Model, document and present buildings in Revit/),
    );
  });

  it("opens the enrolment site in a new tab from 'Enroll Now'", async () => {
    renderRoute('/courses/maya');
    const enrol = await screen.findByRole('link', { name: 'Enroll Now' });
    expect(enrol).toHaveAttribute('href', ENROLMENT_SITE);
    expect(enrol).toHaveAttribute('target', '_blank');
    expect(enrol).toHaveAttribute('rel', 'noopener noreferrer');
    expect(enrol).toHaveAccessibleDescription('Opens the enrolment site in a new tab');
  });

  it('goes back to the previous page', async () => {
    renderRoute('/courses/autodesk', '/courses/autocad');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(location()).toBe('/courses/autodesk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Autodesk Courses' })).toBeInTheDocument();
  });

  it('goes to the course list when there is no previous page', async () => {
    renderRoute('/blueprint/courses/autocad');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(location()).toBe('/blueprint/courses');
    expect(screen.getByRole('heading', { level: 1, name: 'Browse Courses by Provider' })).toBeInTheDocument();
  });

  it('finds a course by an alias or a looser name', async () => {
    renderRoute('/courses/fusion-360');
    expect(await loaded('Fusion 360 for Product Design')).toBeInTheDocument();
  });

  it('finds a course by name with other spelling', async () => {
    renderRoute('/courses/VRay');
    expect(await loaded('V-Ray Photorealistic Rendering')).toBeInTheDocument();
  });

  it('links to the other courses of the category, under the same base path', async () => {
    renderRoute('/blueprint/courses/revit-mep');
    const related = await screen.findByRole('navigation', { name: 'More in BIM & Architecture' });
    expect(
      within(related).getByRole('link', { name: 'Navisworks Manage for Coordination and 4D Review' }),
    ).toHaveAttribute('href', '/blueprint/courses/navisworks');
    expect(within(related).queryByRole('link', { name: /Revit MEP/ })).not.toBeInTheDocument();
  });
});

describe('course not found', () => {
  it('says so, with the spec text and a Go Back button', async () => {
    renderRoute('/courses/underwater-basket-weaving');
    expect(screen.getByRole('heading', { level: 1, name: 'Course Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The course you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(document.title).toBe('Course Not Found | Blueprint Academy');
    expect(screen.getByRole('link', { name: 'Browse all courses' })).toHaveAttribute('href', '/courses');

    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(location()).toBe('/courses');
  });

  it('Go Back leads to the course list by itself, before the page is hydrated or without JavaScript', () => {
    renderRoute('/blueprint/courses/nothing-here');
    const goBack = screen.getByRole('button', { name: 'Go Back' });
    expect(goBack).toHaveAttribute('type', 'submit');
    expect(goBack.closest('form')).toHaveAttribute('action', '/blueprint/courses');
    expect(goBack.closest('form')).toHaveAttribute('method', 'get');
  });

  it('Go Back returns to the page the visitor came from', async () => {
    renderRoute('/about', '/courses/nothing-here');
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(location()).toBe('/about');
  });
});

describe('provider page', () => {
  it("lists the provider's courses grouped by category, not 'Course Not Found'", async () => {
    renderRoute('/courses/bentley');
    expect(screen.getByRole('heading', { level: 1, name: 'Bentley Systems Courses' })).toBeInTheDocument();
    expect(screen.queryByText('Course Not Found')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading courses...');
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(4);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Road & Bridge Design',
      'Water & Sewer Networks',
      'Structural Engineering',
      'CAD & Drafting',
    ]);
    expect(screen.getByRole('link', { name: 'STAAD.Pro Structural Analysis and Design' })).toHaveAttribute(
      'href',
      '/courses/staad-pro',
    );
    expect(screen.getByText('Intermediate · 45 Hours · ₹1,299')).toBeInTheDocument();
    expect(document.title).toBe('Bentley Systems Courses | Blueprint Academy');
  });

  it('shows Autodesk with its Fusion courses, and keeps the base path', async () => {
    renderRoute('/blueprint/courses/autodesk');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Product Design & Manufacturing' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fusion 360 for Product Design' })).toHaveAttribute(
      'href',
      '/blueprint/courses/fusion',
    );
    expect(screen.getByRole('link', { name: 'All providers' })).toHaveAttribute('href', '/blueprint/courses');
    expect(await screen.findByText('Beginner · 40 Hours · ₹799')).toBeInTheDocument();
  });

  it('opens a course from its card', async () => {
    renderRoute('/courses/it');
    await userEvent.click(await screen.findByRole('link', { name: 'Java Full Stack Development' }));
    expect(await loaded('Java Full Stack Development')).toBeInTheDocument();
    expect(screen.getByText('₹1,599')).toBeInTheDocument();
    expect(screen.getByText('12 weeks')).toBeInTheDocument();
  });
});
