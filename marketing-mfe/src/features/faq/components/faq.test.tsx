import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { FAQ_ITEMS } from '../data/faq';
import { Faq } from './faq';

const question = (name: RegExp) => screen.getByRole('heading', { level: 3, name });
const disclosureOf = (heading: HTMLElement) => heading.closest('details')!;
const answerOf = (heading: HTMLElement) => disclosureOf(heading).querySelector('.answer')!;

describe('Faq', () => {
  it('lists six questions on the spec topics, all closed, as one accordion of native disclosures', () => {
    renderWithProviders(<Faq />);
    const questions = screen.getAllByRole('heading', { level: 3 });
    expect(questions.map((heading) => heading.textContent)).toEqual([
      'What courses do you offer?',
      'Are the courses suitable for beginners?',
      'Will I get a certificate?',
      'Do you offer online and offline classes?',
      'How long are the courses?',
      'Do you provide job assistance?',
    ]);
    expect(FAQ_ITEMS.map((item) => item.question)).toEqual(questions.map((heading) => heading.textContent));
    for (const heading of questions) {
      // A <summary> inside a <details>: it opens without JavaScript; one name makes them exclusive.
      expect(heading.parentElement?.tagName).toBe('SUMMARY');
      expect(disclosureOf(heading)).toHaveAttribute('name', 'faq');
      expect(disclosureOf(heading)).not.toHaveAttribute('open');
      expect(answerOf(heading)).not.toBeVisible();
    }
  });

  it('states the course durations', () => {
    const durations = FAQ_ITEMS.find((item) => /how long/i.test(item.question))!.answer;
    expect(durations).toMatch(/4-6 weeks/);
    expect(durations).toMatch(/3-6 months/);
    expect(durations).toMatch(/customised/);
  });

  it('opens an answer when its question is pressed, and closes it again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Faq />);
    const certificate = question(/certificate/);
    await user.click(certificate);
    expect(disclosureOf(certificate)).toHaveAttribute('open');
    expect(answerOf(certificate)).toBeVisible();
    expect(answerOf(certificate)).toHaveTextContent(/completion certificate/);
    await user.click(certificate);
    expect(disclosureOf(certificate)).not.toHaveAttribute('open');
  });
});
