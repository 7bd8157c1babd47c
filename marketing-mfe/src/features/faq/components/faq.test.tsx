import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { FAQ_ITEMS } from '../data/faq';
import { Faq } from './faq';

const question = (name: RegExp) => screen.getByRole('button', { name });
const answerOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('Faq', () => {
  it('lists six questions on the spec topics, all closed', () => {
    renderWithProviders(<Faq />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(6);
    expect(FAQ_ITEMS.map((item) => item.question)).toEqual([
      'What courses do you offer?',
      'Are the courses suitable for beginners?',
      'Will I get a certificate?',
      'Do you offer online and offline classes?',
      'How long are the courses?',
      'Do you provide job assistance?',
    ]);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(answerOf(button)).not.toBeVisible();
    }
  });

  it('states the course durations', () => {
    const durations = FAQ_ITEMS.find((item) => /how long/i.test(item.question))!.answer;
    expect(durations).toMatch(/4-6 weeks/);
    expect(durations).toMatch(/3-6 months/);
    expect(durations).toMatch(/customised/);
  });

  it('opens one answer at a time and closes the open one again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Faq />);
    const certificate = question(/certificate/);
    const online = question(/online and offline/);

    await user.click(certificate);
    expect(certificate).toHaveAttribute('aria-expanded', 'true');
    expect(answerOf(certificate)).toBeVisible();
    expect(answerOf(certificate)).toHaveTextContent(/completion certificate/);

    await user.click(online);
    expect(online).toHaveAttribute('aria-expanded', 'true');
    expect(answerOf(online)).toBeVisible();
    expect(certificate).toHaveAttribute('aria-expanded', 'false');
    expect(answerOf(certificate)).not.toBeVisible();

    await user.click(online);
    expect(online).toHaveAttribute('aria-expanded', 'false');
    expect(answerOf(online)).not.toBeVisible();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Faq />);
    await user.tab();
    expect(question(/What courses/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(question(/What courses/)).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard(' ');
    expect(question(/beginners/)).toHaveAttribute('aria-expanded', 'true');
    expect(question(/What courses/)).toHaveAttribute('aria-expanded', 'false');
  });
});
