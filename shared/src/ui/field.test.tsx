import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../theme/theme-provider';
import { SelectField, TextField } from './field';

describe('fields', () => {
  it('label the control, mark it required and tie its error to it', () => {
    render(
      <ThemeProvider>
        <TextField label="Email" name="email" required error="Invalid email format" hint="We reply within 24 hours" />
      </ThemeProvider>,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid email format We reply within 24 hours');
  });

  it('are valid and undescribed without an error', () => {
    render(
      <ThemeProvider>
        <SelectField label="Program" name="program" defaultValue="IT">
          <option>IT</option>
          <option>Civil</option>
        </SelectField>
      </ThemeProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Program' });
    expect(select).toHaveAttribute('aria-invalid', 'false');
    expect(select).not.toHaveAttribute('aria-describedby');
  });
});
