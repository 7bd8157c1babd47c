// The internship registration as a form: its words, and how this remote's server handles it when it is sent
// without JavaScript (@blueprint/page-server/render/form-request; docs/html-first-forms.md).
import type { FailureWording } from '@blueprint/shared/api';
import type { FormAction } from '@blueprint/page-server/render/form-request';
import { registrationSchema, type RegistrationData } from '@blueprint/contract/api/registrations';
import { checkSent } from '../../../hooks/use-registration-form';
import { isItCourseId } from '../../../lib/it-courses';

export const INTERNSHIP_FORM = 'internship';
export const SUCCESS_TEXT = 'Registration successful! We will contact you soon.';
export const ALREADY_REGISTERED_TEXT = 'Email Already Registered';
export const UNREACHABLE_TEXT =
  'We could not reach the server. Your details are still here: please try again in a moment.';

/**
 * What a failed registration says. The spec shows 'Email Already Registered' for every failure; we keep that
 * text for the real duplicate and tell the truth about the rest.
 */
export const FAILURE_WORDING: FailureWording = {
  fields: Object.keys(registrationSchema.shape),
  status: {
    409: {
      message: ALREADY_REGISTERED_TEXT,
      detail:
        'A registration with this email already exists. We will contact you soon; to change it, please contact us.',
    },
    413: 'Your registration is too long to send. Please shorten your message and try again.',
    429: 'Too many attempts from this connection. Please wait a minute and try again.',
  },
  invalid: 'Please correct the highlighted fields and submit again.',
  unreachable: UNREACHABLE_TEXT,
};

/** The form's status line: where a confirmation sent without JavaScript brings the visitor (and focus). */
export const INTERNSHIP_STATUS_ID = 'registration-status';

/** POST /api/internships, as the form with JavaScript sends it: the course a link chose while the program is IT. */
export const internshipAction: FormAction<RegistrationData> = {
  form: INTERNSHIP_FORM,
  check: checkSent,
  endpoint: '/api/internships',
  payload: (data, values) => ({
    ...data,
    course: data.program === 'IT' && isItCourseId(values.course) ? values.course : '',
  }),
  wording: FAILURE_WORDING,
  successText: SUCCESS_TEXT,
  anchor: INTERNSHIP_STATUS_ID,
};
