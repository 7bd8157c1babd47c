import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { renderWithTheme } from '../testing/render';
import { DateFilterField, isCompleteDate } from './date-filter-field';

/** The filter as the views hold it (in the URL): what onChange applied is the value; `set` changes it from outside. */
const outside: { set?: (value: string) => void } = {};
function Filter({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    outside.set = setValue;
  }, []);
  return (
    <DateFilterField
      label="From"
      value={value}
      onChange={(date) => {
        onChange(date);
        setValue(date);
      }}
    />
  );
}

describe('DateFilterField', () => {
  it('knows a complete date from one half typed', () => {
    expect(isCompleteDate('2026-11-25')).toBe(true);
    expect(isCompleteDate('2024-02-29')).toBe(true);
    for (const partial of ['', '0002-11-25', '0202-11-25', '2026-02-30', '2026-13-01', '2026-1-5'])
      expect(isCompleteDate(partial)).toBe(false);
  });

  it('asks for a search only once the date is complete, and once it is cleared', () => {
    const onChange = jest.fn();
    renderWithTheme(<Filter initial="" onChange={onChange} />);
    const input = screen.getByLabelText('From');
    // What Chrome's value goes through as the year 2026 is typed.
    for (const value of ['0002-11-25', '0020-11-25', '0202-11-25']) fireEvent.change(input, { target: { value } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '2026-11-25' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-25');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows a date set from outside (a link, Clear filters)', () => {
    renderWithTheme(<Filter initial="2026-01-05" onChange={jest.fn()} />);
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-05');
    act(() => outside.set!(''));
    expect(screen.getByLabelText('From')).toHaveValue('');
  });
});
