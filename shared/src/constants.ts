// Outward links and contact details, in one place (docs/contract.md#names).

export const PRODUCT_NAME = 'Blueprint Academy';
export { BASE_PATH } from './site/paths.mjs';

/** 'Get Started' and the internship pricing link open a chat with the institute. */
export const CONTACT_WHATSAPP = 'https://wa.me/919800000000';
/** 'Enroll Now' on a course opens the external enrolment site. */
export const ENROLMENT_SITE = 'https://enrol.blueprint-academy.example';
/** 'Learn More' on About opens the company site. */
export const COMPANY_SITE = 'https://www.blueprint-academy.example';

export const CONTACT_DETAILS = {
  address: '2nd Floor, 14 Chord Road, Vijayanagar, Bengaluru, Karnataka 560040',
  phone: '+91 98000 00000',
  phoneHref: 'tel:+919800000000',
  email: 'hello@blueprint-academy.example',
  hours: [
    { days: 'Monday to Saturday', time: '9:00 AM to 8:30 PM' },
    { days: 'Sunday', time: 'Closed' },
  ],
} as const;

export const SOCIAL_LINKS = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/blueprint-academy' },
  { name: 'Instagram', href: 'https://www.instagram.com/blueprint.academy' },
  { name: 'YouTube', href: 'https://www.youtube.com/@blueprint-academy' },
] as const;

/** Browser storage keys (docs/contract.md). */
export const STORAGE_KEYS = {
  theme: 'theme',
  dashboardToken: 'dashboardToken',
  token: 'token',
  /** The contact form's unsent text, kept for the tab's session (nothing typed is lost on a stray click). */
  contactDraft: 'contactDraft',
} as const;
