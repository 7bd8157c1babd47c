import { FieldIds } from '@blueprint/shared/ui/field';
import { describeFailure } from '@blueprint/shared/api';
import { ErrorSummary } from '@blueprint/shared/forms/error-summary';
import { useFormState } from '@blueprint/shared/forms/form-state';
import { HtmlForm } from '@blueprint/shared/forms/html-form';
import { useSubmit } from '@blueprint/shared/forms/use-submit';
import type { Program } from '@blueprint/contract/api/values';
import type { RegistrationData } from '@blueprint/contract/api/registrations';
import { useState } from 'react';
import { formCardStyles } from '../../../components/page-styles';
import { RegistrationFields } from '../../../components/registration-fields';
import { RegistrationSubmit } from '../../../components/registration-submit';
import { emptyValues, useRegistrationForm } from '../../../hooks/use-registration-form';
import { REGISTRATION_FORM_ID } from '../../../lib/navigation-state';
import { createInternship } from '../api/create-internship';
import { FAILURE_WORDING, INTERNSHIP_FORM, INTERNSHIP_STATUS_ID, SUCCESS_TEXT } from '../api/internship-action';

/** The fields' ids: `registration-<name>` (FieldIds), for the error summary's links. */
const FIELD_PREFIX = 'registration';

export { ALREADY_REGISTERED_TEXT, SUCCESS_TEXT, UNREACHABLE_TEXT } from '../api/internship-action';

export interface InternshipFormProps {
  /** The program a link preselected (the address's query, lib/navigation-state.ts). */
  program?: Program;
  /** The IT course a link chose: sent with the registration while the program is IT. */
  course?: string;
  courseTitle?: string;
  /** Changes with each navigation, so following another program link while here selects its program. */
  selectionKey?: string;
}

/** 'Register for Internship': posts to /api/internships. */
export function InternshipForm({ program, course, courseTitle, selectionKey }: InternshipFormProps) {
  const state = useFormState(INTERNSHIP_FORM);
  const form = useRegistrationForm(() => emptyValues(program ?? 'IT'), state);
  const [appliedSelection, setAppliedSelection] = useState(selectionKey);
  const { outcome, summary, submitting, onSubmit, formRef, statusRef, confirmedOnLoad } = useSubmit({
    send: (data: RegistrationData) =>
      createInternship({ ...data, course: course && data.program === 'IT' ? course : '' }),
    describeFailure: (error) => describeFailure(error, FAILURE_WORDING),
    ...form.submitOptions(SUCCESS_TEXT),
    initial: state,
  });

  // A program link followed while the page is open changes only the program; what was typed stays.
  if (selectionKey !== appliedSelection) {
    setAppliedSelection(selectionKey);
    if (program) form.setValues((current) => ({ ...current, program }));
  }

  // The course a link chose is named, and sent, while the program is IT: in the server's HTML too, so that a
  // form sent without JavaScript sends it (the hidden field) and says so.
  const sendsCourse = Boolean(course) && form.values.program === 'IT';

  return (
    <div css={formCardStyles}>
      <h2 id="internship-form-title">Register for Internship</h2>
      <p className="required-note">Fields marked * are required.</p>
      {sendsCourse && courseTitle && (
        <p className="required-note">
          Course: <strong>{courseTitle}</strong>
        </p>
      )}
      <HtmlForm
        ref={formRef}
        name={INTERNSHIP_FORM}
        state={state}
        anchor={REGISTRATION_FORM_ID}
        aria-labelledby="internship-form-title"
        aria-busy={submitting}
        onSubmit={onSubmit(form.validateAll)}
      >
        {sendsCourse && <input type="hidden" name="course" value={course} />}
        <ErrorSummary
          id={`${FIELD_PREFIX}-error-summary`}
          errors={summary}
          idOf={(field) => `${FIELD_PREFIX}-${field}`}
          order={Object.keys(form.values)}
        />
        <FieldIds prefix={FIELD_PREFIX}>
          <RegistrationFields form={form} />
        </FieldIds>
        <RegistrationSubmit
          submitting={submitting}
          outcome={outcome}
          statusRef={statusRef}
          statusId={INTERNSHIP_STATUS_ID}
          confirmedOnLoad={confirmedOnLoad}
        />
      </HtmlForm>
    </div>
  );
}
