import { errorStatus, fieldErrors, getErrorMessage } from '@blueprint/shared/api';
import { SelectField } from '@blueprint/shared/ui/field';
import { Button } from '@blueprint/shared/ui/button';
import { FormStatus } from '../../../components/form-status';
import { formCardStyles } from '../../../components/page-styles';
import { RegistrationFields } from '../../../components/registration-fields';
import { emptyValues, splitFieldErrors, useRegistrationForm, useRegistrationSubmit, type Failure } from '../../../hooks/use-registration-form';
import { tracksOf } from '../../../lib/programs';
import { register } from '../api/register';

export const SUCCESS_TEXT = 'Registration successful! We will contact you soon.';
export const DUPLICATE_TEXT = 'This email is already registered';

/** 409 marks the email; anything else reads as spec section 8 says, with the server's field errors on their fields. */
function describeFailure(error: unknown): Failure {
  if (errorStatus(error) === 409) return { outcome: { kind: 'error', text: DUPLICATE_TEXT }, fields: { email: DUPLICATE_TEXT } };
  return { outcome: { kind: 'error', text: getErrorMessage(error) }, fields: splitFieldErrors(fieldErrors(error)).fields };
}

/**
 * The main-site registration form (spec "Registration form values"): every error is cleared and recomputed on
 * submit, and it is sent only when valid. Server failures read as spec section 8 says.
 */
export function QuickRegistrationForm() {
  const form = useRegistrationForm(() => emptyValues('IT'));
  const { outcome, formRef, onSubmit } = useRegistrationSubmit(form, { send: register, successText: SUCCESS_TEXT, describeFailure });
  const courses = tracksOf(form.values.program);

  return (
    <div css={formCardStyles}>
      <h2 id="quick-registration-title">Quick Registration</h2>
      <p className="required-note">
        Tell us a little about yourself and we will call you to plan your internship. Fields marked * are required.
      </p>
      <form ref={formRef} noValidate aria-labelledby="quick-registration-title" aria-busy={form.submitting} onSubmit={onSubmit}>
        <RegistrationFields
          form={form}
          onProgramChange={(program) =>
            form.setValues((current) => ({
              ...current,
              program,
              course: tracksOf(program).some((track) => track.id === current.course) ? current.course : '',
            }))
          }
          afterProgram={
            <SelectField
              label="Course"
              name="course"
              value={form.values.course}
              error={form.errors.course}
              disabled={courses.length === 0}
              onChange={(event) => form.setValue('course', event.target.value)}
            >
              <option value="">{courses.length === 0 ? 'No course needed' : 'Not decided yet'}</option>
              {courses.map((track) => (
                <option key={track.id} value={track.id}>
                  {track.label}
                </option>
              ))}
            </SelectField>
          }
        />
        <div className="form-actions">
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? 'Submitting...' : 'Register Now'}
          </Button>
        </div>
        <FormStatus outcome={outcome} />
      </form>
    </div>
  );
}
