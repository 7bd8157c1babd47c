// Outward links and contact details, in one place (docs/contract.md#names).

/** 'Get Started' and the internship pricing link open a chat with the institute. */
export const CONTACT_WHATSAPP = 'https://wa.me/919800000000';
/** 'Enroll Now' on a course opens the external enrolment site. */
export const ENROLMENT_SITE = 'https://enrol.blueprint-academy.example';
/** 'Learn More' on About opens the company site. */
export const COMPANY_SITE = 'https://www.blueprint-academy.example';

/** The institute's address in parts (its structured data names each), and as one line for people. */
const POSTAL_ADDRESS = {
  streetAddress: '2nd Floor, 14 Chord Road, Vijayanagar',
  addressLocality: 'Bengaluru',
  addressRegion: 'Karnataka',
  postalCode: '560040',
  addressCountry: 'IN',
} as const;

/** When the centre is open: days in schema.org's names, times as 24-hour 'HH:MM'. */
const OPENING_HOURS = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  opens: '09:00',
  closes: '20:30',
} as const;

/** '20:30' → '8:30 PM'. */
function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

export const CONTACT_DETAILS = {
  postalAddress: POSTAL_ADDRESS,
  address: `${POSTAL_ADDRESS.streetAddress}, ${POSTAL_ADDRESS.addressLocality}, ${POSTAL_ADDRESS.addressRegion} ${POSTAL_ADDRESS.postalCode}`,
  phone: '+91 98000 00000',
  phoneHref: 'tel:+919800000000',
  email: 'hello@blueprint-academy.example',
  openingHours: OPENING_HOURS,
  hours: [
    {
      days: `${OPENING_HOURS.days[0]} to ${OPENING_HOURS.days.at(-1)}`,
      time: `${clockTime(OPENING_HOURS.opens)} to ${clockTime(OPENING_HOURS.closes)}`,
    },
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
