import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../../testing/render';
import { percentages, ProgramDistribution } from './program-distribution';

describe('percentages', () => {
  it('rounds each share of the total to a whole number', () => {
    expect(percentages({ IT: 1, Civil: 1, Mechanical: 1, Other: 0 })).toEqual({
      IT: 33,
      Civil: 33,
      Mechanical: 33,
      Other: 0,
    });
    expect(percentages({ IT: 2, Civil: 1, Mechanical: 0, Other: 0 })).toEqual({
      IT: 67,
      Civil: 33,
      Mechanical: 0,
      Other: 0,
    });
    expect(percentages({ IT: 1, Civil: 0, Mechanical: 0, Other: 7 })).toEqual({
      IT: 13,
      Civil: 0,
      Mechanical: 0,
      Other: 88,
    });
  });

  it('is 0% everywhere when nobody has registered', () => {
    expect(percentages({ IT: 0, Civil: 0, Mechanical: 0, Other: 0 })).toEqual({
      IT: 0,
      Civil: 0,
      Mechanical: 0,
      Other: 0,
    });
  });
});

describe('ProgramDistribution', () => {
  it('shows a titled bar per program, its width the rounded percentage', () => {
    renderWithTheme(<ProgramDistribution counts={{ IT: 2, Civil: 1, Mechanical: 0, Other: 0 }} />);
    const section = screen.getByRole('region', { name: 'Program Distribution' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'IT67% (2)',
      'Civil33% (1)',
      'Mechanical0% (0)',
      'Other0% (0)',
    ]);
    expect(screen.getByTestId('bar-IT')).toHaveStyle({ width: '67%' });
    expect(screen.getByTestId('bar-Civil')).toHaveStyle({ width: '33%' });
    expect(screen.getByTestId('bar-Mechanical')).toHaveStyle({ width: '0%' });
  });
});
