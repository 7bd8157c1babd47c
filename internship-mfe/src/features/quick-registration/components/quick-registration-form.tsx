import { describeFailure } from '@blueprint/shared/api';
import { ErrorSummary } from '@blueprint/shared/forms/error-summary';
import { useFormState } from '@blueprint/shared/forms/form-state';
import { HtmlForm } from '@blueprint/shared/forms/html-form';
import { useSubmit } from '@blueprint/shared/forms/use-submit';
import { FieldIds, SelectField } from '@blueprint/shared/ui/field';
import { formCardStyles } from '../../../components/page-styles';
import { RegistrationFields } from '../../../components/registration-fields';
import { RegistrationSubmit } from '../../../components/registration-submit';
import { emptyValues, useRegistrationForm } from '../../../hooks/use-registration-form';
import { tracksOf } from '../../../lib/programs';
import {
  FAILURE_WORDING,
  QUICK_REGISTRATION_FORM,
  QUICK_REGISTRATION_ID,
  QUICK_REGISTRATION_STATUS_ID,
  SUCCESS_TEXT,
} from '../api/quick-registration-action';
import { register } from '../api/register';

export { DUPLICATE_TEXT, SUCCESS_TEXT } from '../api/quick-registration-action';

/** The fields' ids: `quick-registration-<name>` (FieldIds), for the error summary's links. */
const FIELD_PREFIX = 'quick-registration';

/**
 * The main-site registration form (spec "Registration form values"): every error is cleared and recomputed on
 * submit, and it is sent only when valid. Server failures read as docs/spec-notes.md#errors says.
 */
export function QuickRegistrationForm() {
  const state = useFormState(QUICK_REGISTRATION_FORM);
  const form = useRegistrationForm(() => emptyValues('IT'), state);
  const { outcome, summary, submitting, onSubmit, formRef, statusRef, confirmedOnLoad } = useSubmit({
    send: register,
    describeFailure: (error) => describeFailure(error, FAILURE_WORDING),
    ...form.submitOptions(SUCCESS_TEXT),
    initial: state,
  });
  const courses = tracksOf(form.values.program);

  return (
    <div css={formCardStyles}>
      <h2 id="quick-registration-title">Quick Registration</h2>
      <p className="required-note">
        Tell us a little about yourself and we will call you to plan your internship. Fields marked * are required.
      </p>
      <HtmlForm
        ref={formRef}
        name={QUICK_REGISTRATION_FORM}
        state={state}
        anchor={QUICK_REGISTRATION_ID}
        aria-labelledby="quick-registration-title"
        aria-busy={submitting}
        onSubmit={onSubmit(form.validateAll)}
      >
        <ErrorSummary
          id={`${FIELD_PREFIX}-error-summary`}
          errors={summary}
          idOf={(field) => `${FIELD_PREFIX}-${field}`}
          order={Object.keys(form.values)}
        />
        <FieldIds prefix={FIELD_PREFIX}>
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
          <RegistrationSubmit
            submitting={submitting}
            outcome={outcome}
            statusRef={statusRef}
            statusId={QUICK_REGISTRATION_STATUS_ID}
            confirmedOnLoad={confirmedOnLoad}
          />
        </FieldIds>
      </HtmlForm>
    </div>
  );
}
