// Structured data (JSON-LD, schema.org) for the public pages, typed with schema-dts. Each page builds its
// nodes from the data it renders (the same constants, the same course) and hands them to useDocumentMeta; the
// build's server render stores them with the page, and the shell's server writes them into the head.
//
// URLs in them are absolute, but the public origin is run-time configuration the build cannot know: they are
// written against the contract's SITE_ORIGIN, which the page server replaces with the configured origin.
// Canonical addresses are the bare paths (no /blueprint). A remote's own files ('/assets/…', a course's cover)
// are written as the page links them; the shell's server points them at the remote, as it does the page's <img>.
import type {
  BlogPosting,
  BreadcrumbList,
  Course,
  EducationalOrganization,
  FAQPage,
  ItemList,
  LocalBusiness,
  WithContext,
} from 'schema-dts';
import { SITE_ORIGIN } from '@blueprint/contract/page-server';
import { SITE_NAME } from '@blueprint/contract/site';
import { CONTACT_DETAILS, SOCIAL_LINKS } from '../constants';

/** The absolute URL of a page path relative to the site's root: '' → the home page, 'courses/autocad'. */
function siteUrl(path: string): string {
  return `${SITE_ORIGIN}/${path.replace(/^\/+/, '')}`;
}

/** The square logo the shell's build draws (tooling/webpack/site-files.mjs). */
const LOGO_PATH = 'icons/icon-512.png';

/** The institute's node id: every page's data points at this one node instead of repeating it. */
const ORGANIZATION_ID = `${siteUrl('')}#organization`;

/** Where the institute is and when it is open: from the contact details the Contact page and the footer show. */
function placeFacets() {
  const { postalAddress, openingHours, phone, email } = CONTACT_DETAILS;
  return {
    telephone: phone.replace(/\s+/g, ''),
    email,
    address: { '@type': 'PostalAddress' as const, ...postalAddress },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification' as const,
      dayOfWeek: [...openingHours.days],
      opens: openingHours.opens,
      closes: openingHours.closes,
    },
  };
}

/**
 * The institute, twice over: the EducationalOrganization it is (name, logo, social profiles, and its place:
 * address, telephone, hours), and its centre in Vijayanagar as a LocalBusiness, the type search engines' local
 * results read, pointing at the organisation. Two nodes rather than one with both types: validators (and some
 * consumers) read only a single @type.
 */
export function organization(): [WithContext<EducationalOrganization>, WithContext<LocalBusiness>] {
  const url = siteUrl('');
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      '@id': ORGANIZATION_ID,
      name: SITE_NAME,
      url,
      logo: siteUrl(LOGO_PATH),
      ...placeFacets(),
      sameAs: SOCIAL_LINKS.map((link) => link.href),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': `${url}#centre`,
      name: SITE_NAME,
      url,
      image: siteUrl(LOGO_PATH),
      ...placeFacets(),
      parentOrganization: { '@id': ORGANIZATION_ID },
    },
  ];
}

/** The provider of every course: a reference to the organisation, with its name for readers of one page alone. */
const provider = () => ({
  '@type': 'EducationalOrganization' as const,
  name: SITE_NAME,
  url: siteUrl(''),
  sameAs: SOCIAL_LINKS.map((link) => link.href),
});

/** The questions and answers the FAQ shows. */
export function faqPage(items: ReadonlyArray<{ question: string; answer: string }>): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/** Where a page sits: Home › … › the page, each step a path relative to the root. */
export function breadcrumbs(steps: ReadonlyArray<{ name: string; path: string }>): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: siteUrl(step.path),
    })),
  };
}

/** What a course page shows of a course, as the catalogue has it. */
export interface CourseFacts {
  /** URL id: the page is courses/<id>. */
  id: string;
  /** The page, when it is not courses/<id> ('internship'). */
  path?: string;
  title: string;
  description: string;
  /** The software's maker as people name it ('Autodesk'). */
  providerLabel?: string;
  category?: string;
  difficulty?: string;
  /** '40 Hours', '8 weeks', '6 Months'. */
  duration?: string;
  /** Rupees. */
  price?: number;
  instructor?: string;
  learningOutcomes?: readonly string[];
  prerequisites?: readonly string[];
  coverImage?: string;
}

/** ISO 8601 duration of '40 Hours', '8 weeks', '6 Months', '16-week'; undefined for anything else. */
export function isoDuration(text: string): string | undefined {
  const match = /(\d+)\s*-?\s*(hour|week|month|day)s?/i.exec(text);
  if (!match) return undefined;
  const [, count, unit = ''] = match;
  const lower = unit.toLowerCase();
  return lower === 'hour'
    ? `PT${count}H`
    : `P${count}${{ week: 'W', month: 'M', day: 'D' }[lower as 'week' | 'month' | 'day']}`;
}

/** A course: what it is, who teaches it, how long, at what level and price (Google's Course info needs offers and a course instance). */
export function course(facts: CourseFacts): WithContext<Course> {
  const url = siteUrl(facts.path ?? `courses/${facts.id}`);
  const workload = facts.duration ? isoDuration(facts.duration) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': `${url}#course`,
    name: facts.title,
    description: facts.description,
    url,
    provider: provider(),
    ...(facts.category ? { about: facts.category } : {}),
    ...(facts.difficulty ? { educationalLevel: facts.difficulty } : {}),
    ...(facts.learningOutcomes?.length ? { teaches: [...facts.learningOutcomes] } : {}),
    ...(facts.prerequisites?.length ? { coursePrerequisites: [...facts.prerequisites] } : {}),
    ...(facts.coverImage ? { image: facts.coverImage } : {}),
    inLanguage: 'en',
    ...(facts.price !== undefined
      ? {
          offers: {
            '@type': 'Offer',
            category: 'Paid',
            price: facts.price,
            priceCurrency: 'INR',
            url,
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      // Classroom in Vijayanagar and live online, with the same trainers (the FAQ).
      courseMode: ['Onsite', 'Online'],
      ...(workload ? { courseWorkload: workload } : {}),
      ...(facts.instructor ? { instructor: { '@type': 'Person', name: facts.instructor } } : {}),
      location: {
        '@type': 'Place',
        name: SITE_NAME,
        address: { '@type': 'PostalAddress', ...CONTACT_DETAILS.postalAddress },
      },
    },
  };
}

/** What the blog shows of an article. */
export interface ArticleFacts {
  title: string;
  excerpt: string;
  category: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  author: string;
  /** The article's picture as the page links it ('/assets/…' of its remote: the shell's server makes it absolute). */
  image?: string;
}

/** The blog's articles, in the order it lists them. The articles live on the blog page: their URL is the page's. */
export function blogPostings(path: string, articles: readonly ArticleFacts[]): WithContext<ItemList> {
  const url = siteUrl(path);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: articles.map((article, index) => {
      const posting: BlogPosting = {
        '@type': 'BlogPosting',
        headline: article.title,
        description: article.excerpt,
        articleSection: article.category,
        datePublished: article.date,
        author: { '@type': 'Person', name: article.author },
        publisher: {
          '@type': 'Organization',
          name: SITE_NAME,
          logo: { '@type': 'ImageObject', url: siteUrl(LOGO_PATH) },
        },
        mainEntityOfPage: url,
        url,
        ...(article.image ? { image: article.image } : {}),
      };
      return { '@type': 'ListItem', position: index + 1, item: posting };
    }),
  };
}
