import { errorStatus, fieldErrors, getErrorMessage, isNetworkError } from '@blueprint/shared/api';
import type { Program } from '@blueprint/shared/types';
import { Button } from '@blueprint/shared/ui/button';
import { useEffect, useState } from 'react';
import { FormStatus } from '../../../components/form-status';
import { formCardStyles } from '../../../components/page-styles';
import { RegistrationFields } from '../../../components/registration-fields';
import { emptyValues, splitFieldErrors, useRegistrationForm, useRegistrationSubmit, type Failure } from '../../../hooks/use-registration-form';
import { createInternship } from '../api/create-internship';

export const SUCCESS_TEXT = 'Registration successful! We will contact you soon.';
export const ALREADY_REGISTERED_TEXT = 'Email Already Registered';
export const UNREACHABLE_TEXT = 'We could not reach the server. Your details are still here: please try again in a moment.';

/**
 * What a failed registration tells the visitor. The spec shows 'Email Already Registered' for every failure;
 * we keep that text for the real duplicate and tell the truth about the rest.
 */
function describeFailure(error: unknown): Failure {
  const status = errorStatus(error);
  if (status === 409) {
    return {
      outcome: {
        kind: 'error',
        text: ALREADY_REGISTERED_TEXT,
        detail: 'A registration with this email already exists. We will contact you soon; to change it, please contact us.',
      },
      fields: {},
    };
  }
  if (status === 400) {
    const { fields, other } = splitFieldErrors(fieldErrors(error));
    return {
      outcome: { kind: 'error', text: 'Please correct the highlighted fields and submit again.', detail: other.join(', ') || undefined },
      fields,
    };
  }
  if (isNetworkError(error) || (status !== undefined && status >= 500)) {
    return { outcome: { kind: 'error', text: UNREACHABLE_TEXT }, fields: {} };
  }
  if (status === 429) {
    return { outcome: { kind: 'error', text: 'Too many attempts from this connection. Please wait a minute and try again.' }, fields: {} };
  }
  if (status === 413) {
    return { outcome: { kind: 'error', text: 'Your registration is too long to send. Please shorten your message and try again.' }, fields: {} };
  }
  return { outcome: { kind: 'error', text: getErrorMessage(error) }, fields: {} };
}

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
  const submission = useRegistrationSubmit(form, {
    send: (data) => createInternship({ ...data, course: course && data.program === 'IT' ? course : '' }),
    successText: SUCCESS_TEXT,
    describeFailure,
  });
  const { formRef } = submission;

  // A program link followed while the page is open changes only the program; what was typed stays.
  if (selectionKey !== appliedSelection) {
    setAppliedSelection(selectionKey);
    if (program) form.setValues((current) => ({ ...current, program }));
  }

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLInputElement>('input[name="fullName"]')?.focus({ preventScroll: true });
  }, [focusRequest, formRef]);

  const sendsCourse = Boolean(course) && form.values.program === 'IT';
  const { outcome, onSubmit } = submission;

  return (
    <div css={formCardStyles}>
      <h2 id="internship-form-title">Register for Internship</h2>
      <p className="required-note">Fields marked * are required.</p>
      {sendsCourse && courseTitle && (
        <p className="required-note">
          Course: <strong>{courseTitle}</strong>
        </p>
      )}
      <form ref={formRef} noValidate aria-labelledby="internship-form-title" aria-busy={form.submitting} onSubmit={onSubmit}>
        <RegistrationFields form={form} />
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
