import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../testing/render';

jest.setTimeout(20_000);

const card = (title: string) => screen.getByRole('article', { name: title });

describe('ItProgramsPage (/internship/it)', () => {
  it('sets the title and the meta description', async () => {
    renderApp('/internship/it');
    expect(screen.getByRole('heading', { level: 1, name: 'IT Internship Programs' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('IT Internship Programs | Blueprint Academy'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/Java Fullstack/),
    );
  });

  it.each([
    ['AI & Machine Learning', '6 months', '150+ students enrolled'],
    ['Data Science', '5 months', '120+ students enrolled'],
    ['Java Fullstack Development', '6 months', '200+ students enrolled'],
    ['Python Fullstack Development', '5 months', '180+ students enrolled'],
  ])('shows the %s card with duration, enrolment, description and four highlights', (title, duration, enrolled) => {
    renderApp('/internship/it');
    const article = card(title);
    expect(within(article).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(article).toHaveTextContent(duration);
    expect(article).toHaveTextContent(enrolled);
    expect(article.querySelector('p')?.textContent?.length).toBeGreaterThan(40);
    expect(
      within(within(article).getByRole('list', { name: `${title} highlights` })).getAllByRole('listitem'),
    ).toHaveLength(4);
  });

  it('has exactly four course cards and the three benefit tiles', () => {
    renderApp('/internship/it');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    for (const tile of ['Hands-on Projects', 'Mentorship', 'Certification']) {
      expect(screen.getByRole('heading', { level: 3, name: tile })).toBeInTheDocument();
    }
  });

  it('Register Now carries program it and the course id to the form (in the query), which shows that course', async () => {
    const { user } = renderApp('/internship/it');
    const link = within(card('Java Fullstack Development')).getByRole('link', { name: /register now/i });
    expect(link).toHaveAttribute('href', '/internship?program=it&course=java-fullstack#registration-form');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/internship?program=it&course=java-fullstack#registration-form',
    );
    const table = screen.getByRole('table', { name: 'Course Details' });
    expect(table).toHaveTextContent('Java Fullstack Development');
    expect(table).toHaveTextContent('6 months');
    expect(table).toHaveTextContent('₹14,000');
    expect(await screen.findByRole('combobox', { name: /program/i })).toHaveValue('IT');
  });

  it('keeps Register Now under /blueprint there', () => {
    renderApp('/blueprint/internship/it');
    expect(within(card('Data Science')).getByRole('link', { name: /register now/i })).toHaveAttribute(
      'href',
      '/blueprint/internship?program=it&course=data-science#registration-form',
    );
  });

  it('offers the quick registration form', async () => {
    renderApp('/internship/it');
    expect(await screen.findByRole('heading', { name: 'Quick Registration' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Quick Registration' })).toBeInTheDocument();
  });
});
