import { describeFailure, type FailureWording } from '@blueprint/shared/api';
import { useSubmit } from '@blueprint/shared/forms/use-submit';
import { FieldIds, SelectField } from '@blueprint/shared/ui/field';
import { registrationSchema } from '@blueprint/shared/validation';
import { formCardStyles } from '../../../components/page-styles';
import { RegistrationFields } from '../../../components/registration-fields';
import { RegistrationSubmit } from '../../../components/registration-submit';
import { emptyValues, useRegistrationForm } from '../../../hooks/use-registration-form';
import { tracksOf } from '../../../lib/programs';
import { register } from '../api/register';

export const SUCCESS_TEXT = 'Registration successful! We will contact you soon.';
export const DUPLICATE_TEXT = 'This email is already registered';

/** 409 marks the email; anything else reads as the server says (docs/contract.md), with its field errors on their fields. */
const FAILURE_WORDING: FailureWording = {
  fields: Object.keys(registrationSchema.shape),
  status: { 409: { message: DUPLICATE_TEXT, field: 'email' } },
};

/**
 * The main-site registration form (spec "Registration form values"): every error is cleared and recomputed on
 * submit, and it is sent only when valid. Server failures read as docs/spec-notes.md#errors says.
 */
export function QuickRegistrationForm() {
  const form = useRegistrationForm(() => emptyValues('IT'));
  const { outcome, submitting, onSubmit, formRef, statusRef } = useSubmit({
    send: register,
    describeFailure: (error) => describeFailure(error, FAILURE_WORDING),
    ...form.submitOptions(SUCCESS_TEXT),
  });
  const courses = tracksOf(form.values.program);

  return (
    <div css={formCardStyles}>
      <h2 id="quick-registration-title">Quick Registration</h2>
      <p className="required-note">
        Tell us a little about yourself and we will call you to plan your internship. Fields marked * are required.
      </p>
      <form ref={formRef} noValidate aria-labelledby="quick-registration-title" aria-busy={submitting} onSubmit={onSubmit(form.validateAll)}>
        <FieldIds prefix="quick-registration">
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
          <RegistrationSubmit submitting={submitting} outcome={outcome} statusRef={statusRef} />
        </FieldIds>
      </form>
    </div>
  );
}
