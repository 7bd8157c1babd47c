import { FieldIds } from '@blueprint/shared/ui/field';
import { describeFailure, type FailureWording } from '@blueprint/shared/api';
import { useSubmit } from '@blueprint/shared/forms/use-submit';
import type { Program } from '@blueprint/shared/types';
import { registrationSchema, type RegistrationData } from '@blueprint/shared/validation';
import { useEffect, useState } from 'react';
import { formCardStyles } from '../../../components/page-styles';
import { RegistrationFields } from '../../../components/registration-fields';
import { RegistrationSubmit } from '../../../components/registration-submit';
import { emptyValues, useRegistrationForm } from '../../../hooks/use-registration-form';
import { createInternship } from '../api/create-internship';

export const SUCCESS_TEXT = 'Registration successful! We will contact you soon.';
export const ALREADY_REGISTERED_TEXT = 'Email Already Registered';
export const UNREACHABLE_TEXT = 'We could not reach the server. Your details are still here: please try again in a moment.';

/**
 * What a failed registration says. The spec shows 'Email Already Registered' for every failure; we keep that
 * text for the real duplicate and tell the truth about the rest.
 */
const FAILURE_WORDING: FailureWording = {
  fields: Object.keys(registrationSchema.shape),
  status: {
    409: {
      message: ALREADY_REGISTERED_TEXT,
      detail: 'A registration with this email already exists. We will contact you soon; to change it, please contact us.',
    },
    413: 'Your registration is too long to send. Please shorten your message and try again.',
    429: 'Too many attempts from this connection. Please wait a minute and try again.',
  },
  invalid: 'Please correct the highlighted fields and submit again.',
  unreachable: UNREACHABLE_TEXT,
};

export interface InternshipFormProps {
  /** The program a link preselected (navigation state). */
  program?: Program;
  /** The IT course a link chose: sent with the registration while the program is IT. */
  course?: string;
  courseTitle?: string;
  /** Changes with each navigation, so following another program link while here selects its program. */
  selectionKey?: string;
  /** Counts 'Apply Now' presses: each one puts the cursor in the first field. */
  focusRequest?: number;
}

/** 'Register for Internship': posts to /api/internships. */
export function InternshipForm({ program, course, courseTitle, selectionKey, focusRequest = 0 }: InternshipFormProps) {
  const form = useRegistrationForm(() => emptyValues(program ?? 'IT'));
  const [appliedSelection, setAppliedSelection] = useState(selectionKey);
  const { outcome, submitting, onSubmit, formRef, statusRef } = useSubmit({
    send: (data: RegistrationData) => createInternship({ ...data, course: course && data.program === 'IT' ? course : '' }),
    describeFailure: (error) => describeFailure(error, FAILURE_WORDING),
    ...form.submitOptions(SUCCESS_TEXT),
  });

  // A program link followed while the page is open changes only the program; what was typed stays.
  if (selectionKey !== appliedSelection) {
    setAppliedSelection(selectionKey);
    if (program) form.setValues((current) => ({ ...current, program }));
  }

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLInputElement>('input[name="fullName"]')?.focus({ preventScroll: true });
  }, [focusRequest, formRef]);

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
      <form ref={formRef} noValidate aria-labelledby="internship-form-title" aria-busy={submitting} onSubmit={onSubmit(form.validateAll)}>
        <FieldIds prefix="registration">
          <RegistrationFields form={form} />
        </FieldIds>
        <RegistrationSubmit submitting={submitting} outcome={outcome} statusRef={statusRef} />
      </form>
    </div>
  );
}
