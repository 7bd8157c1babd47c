import { CONTACT_DETAILS, SOCIAL_LINKS } from '../constants';
import { SITE_ORIGIN } from '@blueprint/contract/page-server';
import { blogPostings, faqPage, isoDuration, organization } from './structured-data';

describe('organization', () => {
  it('says who the institute is, where, when it is open and where else it is, from the contact details', () => {
    const [school, centre] = organization();
    expect(school).toMatchObject({
      '@type': 'EducationalOrganization',
      '@id': `${SITE_ORIGIN}/#organization`,
      name: 'Blueprint Academy',
      url: `${SITE_ORIGIN}/`,
      logo: `${SITE_ORIGIN}/icons/icon-512.png`,
      telephone: '+919800000000',
      sameAs: SOCIAL_LINKS.map((link) => link.href),
    });
    expect(centre).toMatchObject({
      '@type': 'LocalBusiness',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '2nd Floor, 14 Chord Road, Vijayanagar',
        addressLocality: 'Bengaluru',
        postalCode: '560040',
        addressCountry: 'IN',
      },
      openingHoursSpecification: {
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '09:00',
        closes: '20:30',
      },
      parentOrganization: { '@id': `${SITE_ORIGIN}/#organization` },
    });
  });

  it('has the same hours and address the pages show', () => {
    expect(CONTACT_DETAILS.hours[0]).toEqual({ days: 'Monday to Saturday', time: '9:00 AM to 8:30 PM' });
    expect(CONTACT_DETAILS.address).toBe('2nd Floor, 14 Chord Road, Vijayanagar, Bengaluru, Karnataka 560040');
  });
});

describe('faqPage', () => {
  it('makes each question and answer a Question with its accepted Answer', () => {
    expect(faqPage([{ question: 'Q?', answer: 'A.' }]).mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ]);
  });
});

describe('blogPostings', () => {
  it('lists each article as a BlogPosting on the blog page, in order', () => {
    const list = blogPostings('blog', [
      {
        title: 'One',
        excerpt: 'First.',
        category: 'AEC',
        date: '2026-02-23',
        author: 'Ravi',
        image: '/assets/one.svg',
      },
      { title: 'Two', excerpt: 'Second.', category: 'AEC', date: '2026-02-16', author: 'Asha' },
    ]);
    expect(list.itemListElement).toMatchObject([
      {
        position: 1,
        item: {
          '@type': 'BlogPosting',
          headline: 'One',
          datePublished: '2026-02-23',
          author: { name: 'Ravi' },
          url: `${SITE_ORIGIN}/blog`,
          image: '/assets/one.svg',
        },
      },
      { position: 2, item: { headline: 'Two' } },
    ]);
  });
});

describe('isoDuration', () => {
  it.each([
    ['40 Hours', 'PT40H'],
    ['8 weeks', 'P8W'],
    ['6 Months', 'P6M'],
    ['16-week', 'P16W'],
    ['self-paced', undefined],
  ])('%s → %s', (text, expected) => {
    expect(isoDuration(text)).toBe(expected);
  });
});
