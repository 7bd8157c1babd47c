import { css, type Theme } from '@emotion/react';
import { PROGRAMS } from '@blueprint/contract/api/values';
import { SelectField, TextAreaField, TextField } from '@blueprint/shared/ui/field';
import { GRADUATION_YEAR, type RegistrationField } from '@blueprint/contract/api/registrations';
import type { ReactNode } from 'react';
import {
  BLUR_CHECKED,
  isProgram,
  type RegistrationForm,
  type RegistrationValues,
} from '../hooks/use-registration-form';

const gridStyles = (theme: Theme) => css`
  display: grid;
  gap: 1rem;
  grid-template-columns: minmax(0, 1fr);
  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    .wide {
      grid-column: 1 / -1;
    }
  }
`;

interface Props {
  form: RegistrationForm;
  /** The program select's onChange, when a form does more than store it. */
  onProgramChange?: (program: RegistrationValues['program']) => void;
  /** Placed right after the program select (the main-site form's course). */
  afterProgram?: ReactNode;
}

/** The registration fields both forms share, in the spec's order, with labels, * and errors tied to each input. */
export function RegistrationFields({ form, onProgramChange, afterProgram }: Props) {
  const { values, errors, setValue, checkOnBlur } = form;
  const text = (field: Exclude<keyof RegistrationValues, 'program'> & RegistrationField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
    onBlur: BLUR_CHECKED.includes(field) ? () => checkOnBlur(field) : undefined,
  });

  return (
    <div css={gridStyles}>
      <TextField label="Full Name" required autoComplete="name" {...text('fullName')} />
      <TextField label="Email" required type="email" autoComplete="email" inputMode="email" {...text('email')} />
      <TextField
        label="Phone Number"
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="9876543210"
        {...text('phone')}
      />
      <SelectField
        label="Program"
        required
        name="program"
        value={values.program}
        error={errors.program}
        onChange={(event) => {
          const program = event.target.value;
          if (!isProgram(program)) return;
          if (onProgramChange) onProgramChange(program);
          else setValue('program', program);
        }}
      >
        {PROGRAMS.map((program) => (
          <option key={program} value={program}>
            {program}
          </option>
        ))}
      </SelectField>
      {afterProgram}
      <TextField label="Qualification" required placeholder="e.g. B.Tech, BCA, MCA" {...text('qualification')} />
      <TextField label="College/University" required autoComplete="organization" {...text('college')} />
      <TextField
        label="Graduation Year"
        required
        type="number"
        inputMode="numeric"
        min={GRADUATION_YEAR.min}
        max={GRADUATION_YEAR.max}
        step={1}
        placeholder={String(new Date().getFullYear())}
        {...text('graduationYear')}
      />
      <div className="wide">
        <TextAreaField
          label="Message"
          hint="Optional: anything you would like us to know."
          rows={4}
          {...text('message')}
        />
      </div>
    </div>
  );
}
