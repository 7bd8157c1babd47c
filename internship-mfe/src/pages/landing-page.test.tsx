import { CONTACT_WHATSAPP } from '@blueprint/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../testing/render';

const programSelect = () => screen.findByRole('combobox', { name: /program/i });
const courseTable = () => screen.getByRole('table', { name: 'Course Details' });
const row = (name: string) => within(courseTable()).getByRole('row', { name: new RegExp(`^${name}`) });

jest.setTimeout(20_000);

describe('LandingPage (/internship)', () => {
  it('sets the title and the meta description', async () => {
    renderApp('/internship');
    await waitFor(() => expect(document.title).toBe('Internship cum Final Year Project Program | Blueprint Academy'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/16-week internship/),
    );
  });

  it("shows the spec's sections in order, under one h1", async () => {
    renderApp('/internship');
    await programSelect();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Internship cum Final Year Project Program',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Choose Your Program',
      'Why Choose Our Internship Program?',
      'Program Overview',
      'Why This Program?',
      'Program Structure',
      'Program Benefits',
      'Program Fees',
      'Register for Internship',
    ]);
  });

  it('has Register Now in the hero pointing at the form', () => {
    renderApp('/internship');
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '#registration-form');
    expect(document.getElementById('registration-form')).toContainElement(
      screen.getByRole('table', { name: 'Course Details' }),
    );
  });

  it('shows the three programs with their tracks', () => {
    renderApp('/internship');
    const tracks = (program: string) =>
      within(screen.getByRole('list', { name: `${program} tracks` }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(tracks('IT')).toEqual(['AI & Machine Learning', 'Data Science', 'Java Fullstack', 'Python Fullstack']);
    expect(tracks('Civil')).toEqual(['BIM Construction', 'BIM infrastructure', 'BIM architecture']);
    expect(tracks('Mechanical')).toEqual(['CAD/CAM', 'Product Design', 'Manufacturing']);
  });

  it.each([
    ['Civil', 'civil'],
    ['Mechanical', 'mechanical'],
    ['IT', 'it'],
  ])(
    'Explore Program on %s goes to the form with that program selected, keeping what was typed',
    async (program, key) => {
      const { user } = renderApp('/internship');
      await user.selectOptions(await programSelect(), 'Other');
      await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Meera');
      const link = screen.getByRole('link', { name: `Explore Program: ${program}` });
      // The choice is in the query (a link followed before the code arrives keeps it), on the spec's address.
      expect(link).toHaveAttribute('href', `/internship?program=${key}#registration-form`);
      await user.click(link);
      expect(screen.getByTestId('location')).toHaveTextContent(`/internship?program=${key}#registration-form`);
      expect(await programSelect()).toHaveValue(program);
      expect(screen.getByRole('textbox', { name: /full name/i })).toHaveValue('Meera');
    },
  );

  it('preselects the program the address chose on arrival', async () => {
    renderApp({ pathname: '/internship', search: '?program=mechanical', hash: '#registration-form' });
    expect(await programSelect()).toHaveValue('Mechanical');
  });

  it.each([
    ['ai-ml', 'AI & Machine Learning', '6 months', '₹15,000'],
    ['data-science', 'Data Science', '5 months', '₹12,000'],
    ['java-fullstack', 'Java Fullstack Development', '6 months', '₹14,000'],
    ['python-fullstack', 'Python Fullstack Development', '5 months', '₹13,000'],
  ])('shows the course table for %s from the address', async (course, title, duration, price) => {
    renderApp({ pathname: '/internship', search: `?program=it&course=${course}`, hash: '#registration-form' });
    expect(row('Course')).toHaveTextContent(title);
    expect(row('Duration')).toHaveTextContent(duration);
    expect(row('Price')).toHaveTextContent(price);
    expect(within(row('Highlights')).getAllByRole('listitem')).toHaveLength(4);
    expect(await programSelect()).toHaveValue('IT');
  });

  it.each(['', '?program=it&course=cobol', '?course=ai-ml', '?program=civil&course=ai-ml'])(
    'shows the default course row for the query "%s"',
    (search) => {
      renderApp({ pathname: '/internship', search, hash: '#registration-form' });
      expect(row('Duration')).toHaveTextContent('Not applicable');
      expect(row('Price')).toHaveTextContent('Contact for pricing');
    },
  );

  it('a program link replaces the course an IT card chose', async () => {
    const { user } = renderApp({
      pathname: '/internship',
      search: '?program=it&course=ai-ml',
      hash: '#registration-form',
    });
    expect(row('Price')).toHaveTextContent('₹15,000');
    await programSelect();
    await user.click(screen.getByRole('link', { name: 'Explore Program: Civil' }));
    expect(row('Price')).toHaveTextContent('Contact for pricing');
    expect(await programSelect()).toHaveValue('Civil');
  });

  it('advertises ₹8000 per student for 16 weeks, the next batch, and the WhatsApp chat for Civil and Mechanical pricing', () => {
    renderApp('/internship');
    expect(screen.getByText('₹8000')).toBeInTheDocument();
    expect(screen.getByText(/per student for 16 weeks/)).toBeInTheDocument();
    expect(screen.getByText('Next batch starting soon. Limited seats available.')).toBeInTheDocument();
    const chat = screen.getByRole('link', { name: /chat with us about civil and mechanical pricing/i });
    expect(chat).toHaveAttribute('href', CONTACT_WHATSAPP);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the four Why Choose tiles, the three phases and the benefits', () => {
    renderApp('/internship');
    for (const tile of ['Expert Mentors', 'Project Certificate', 'Practical Training', 'Job Assistance']) {
      expect(screen.getByRole('heading', { level: 3, name: tile })).toBeInTheDocument();
    }
    const phases = within(screen.getByRole('region', { name: 'Program Structure' })).getAllByRole('listitem');
    expect(phases.map((phase) => phase.textContent)).toEqual([
      expect.stringMatching(/Phase 1.*Foundation.*Weeks 1-4/),
      expect.stringMatching(/Phase 2.*Project Development.*Weeks 5-12/),
      expect.stringMatching(/Phase 3.*Deployment & Presentation.*Weeks 13-16/),
    ]);
    expect(screen.getByText(/50\+ hiring partners/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mock interviews and resume workshops' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Internship certificate' })).toBeInTheDocument();
  });

  it('Apply Now is a link down to the form', () => {
    renderApp('/internship');
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '#registration-form');
  });

  it('keeps links under /blueprint when the page is shown there', () => {
    renderApp('/blueprint/internship');
    expect(screen.getByRole('link', { name: 'Explore Program: IT' })).toHaveAttribute(
      'href',
      '/blueprint/internship?program=it#registration-form',
    );
    expect(screen.getByRole('link', { name: 'View IT courses' })).toHaveAttribute('href', '/blueprint/internship/it');
  });
});
