// The IT page's quick registration as a form: its words, and how this remote's server handles it when it is
// sent without JavaScript (@blueprint/page-server/render/form-request; docs/html-first-forms.md).
import type { FailureWording } from '@blueprint/shared/api';
import type { FormAction } from '@blueprint/page-server/render/form-request';
import { registrationSchema, type RegistrationData } from '@blueprint/contract/api/registrations';
import { checkSent } from '../../../hooks/use-registration-form';

export const QUICK_REGISTRATION_FORM = 'quick-registration';
/** The form's section on /internship/it: an answer comes back scrolled to it. */
export const QUICK_REGISTRATION_ID = 'quick-registration';
/** The form's status line: where a confirmation sent without JavaScript brings the visitor (and focus). */
export const QUICK_REGISTRATION_STATUS_ID = 'quick-registration-status';
export const SUCCESS_TEXT = 'Registration successful! We will contact you soon.';
export const DUPLICATE_TEXT = 'This email is already registered';

/** 409 marks the email; anything else reads as the server says (docs/contract.md), with its field errors on their fields. */
export const FAILURE_WORDING: FailureWording = {
  fields: Object.keys(registrationSchema.shape),
  status: { 409: { message: DUPLICATE_TEXT, field: 'email' } },
};

/** POST /api/register, as the form with JavaScript sends it. */
export const quickRegistrationAction: FormAction<RegistrationData> = {
  form: QUICK_REGISTRATION_FORM,
  check: checkSent,
  endpoint: '/api/register',
  wording: FAILURE_WORDING,
  successText: SUCCESS_TEXT,
  anchor: QUICK_REGISTRATION_STATUS_ID,
};
