/**
 * @jest-environment node
 */
// A course added to the catalogue (its index entry and its details, nothing else) gets its page rendered at
// build time, at its own canonical address (so the build lists it for the sitemap: @blueprint/contract/fragments's
// sitemapOf), and its structured data: a Course with what the catalogue knows, and its breadcrumbs.
import type { RenderedPage } from '@blueprint/contract/fragments';
import { SITE_ORIGIN } from '@blueprint/contract/page-server';
import type * as CatalogueIndex from './lib/catalogue/catalogue-index';
import type * as OtherDetails from './lib/catalogue/details/other';
import type { CourseDetails, CourseSummary } from './lib/catalogue/types';

const TEKLA: CourseSummary = {
  id: 'tekla-structures',
  name: 'Tekla Structures',
  title: 'Tekla Structures for Steel Detailing',
};
const TEKLA_DETAILS: CourseDetails = {
  icon: 'structural',
  description: 'Model, detail and document steel structures in Tekla Structures, from grids to fabrication drawings.',
  duration: '45 Hours',
  difficulty: 'Intermediate',
  price: 1499,
  instructor: 'A steel detailing trainer',
  targetAudience: 'Structural engineers and detailers.',
  curriculum: ['Grids and members', 'Connections', 'Drawings'],
  learningOutcomes: ['Detail a steel frame', 'Produce fabrication drawings'],
  prerequisites: ['Basics of structural steel'],
  coverImage: '/assets/structural.svg',
};

// The catalogue as an editor would change it: one more course in the index and in its group's details.
jest.mock('./lib/catalogue/catalogue-index', () => {
  const actual = jest.requireActual<typeof CatalogueIndex>('./lib/catalogue/catalogue-index');
  const category = actual.CATALOGUE_INDEX.find((group) => group.id === 'OTHER')!.categories[0]!;
  category.courses.push(TEKLA);
  return {
    ...actual,
    INDEXED_COURSES: [...actual.INDEXED_COURSES, { ...TEKLA, provider: 'OTHER', category: category.name }],
  };
});
jest.mock('./lib/catalogue/details/other', () => {
  const actual = jest.requireActual<typeof OtherDetails>('./lib/catalogue/details/other');
  return { OTHER_DETAILS: { ...actual.OTHER_DETAILS, [TEKLA.id]: TEKLA_DETAILS } };
});

let pages: RenderedPage[];
beforeAll(async () => {
  const { renderPages } = await import('./server');
  pages = await renderPages();
}, 60_000);

const pageAt = (path: string) => {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no page at ${path}`);
  return page;
};

describe('a course added to the catalogue', () => {
  it('is rendered at its own canonical address, bare and under /blueprint', () => {
    for (const path of ['/courses/tekla-structures', '/blueprint/courses/tekla-structures']) {
      const page = pageAt(path);
      expect(page.status).toBe(200);
      expect(page.canonicalPath).toBe('courses/tekla-structures');
      expect(page.title).toBe('Tekla Structures for Steel Detailing | Blueprint Academy');
      expect(page.html.light.html.join('')).toContain('Tekla Structures for Steel Detailing');
    }
  });

  it('gets its Course and BreadcrumbList from the catalogue', () => {
    const [course, crumbs] = pageAt('/courses/tekla-structures').structuredData ?? [];
    expect(course).toMatchObject({
      '@type': 'Course',
      name: TEKLA.title,
      description: TEKLA_DETAILS.description,
      url: `${SITE_ORIGIN}/courses/tekla-structures`,
      provider: { '@type': 'EducationalOrganization', name: 'Blueprint Academy' },
      educationalLevel: 'Intermediate',
      offers: { '@type': 'Offer', price: 1499, priceCurrency: 'INR' },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseWorkload: 'PT45H',
        instructor: { name: 'A steel detailing trainer' },
      },
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Home' },
        { name: 'Courses' },
        { name: TEKLA.title, item: `${SITE_ORIGIN}/courses/tekla-structures` },
      ],
    });
  });
});

describe('course pages', () => {
  it("give an alias the course's own address, so that only the course is listed", () => {
    expect(pageAt('/courses/autocad-mechanical').canonicalPath).toBe('courses/autocad');
    expect(pageAt('/courses/autocad').canonicalPath).toBe('courses/autocad');
  });

  it('give the fallback for a name nothing matches no structured data', () => {
    expect(pageAt('/courses/:courseName').status).toBe(404);
    expect(pageAt('/courses/:courseName').structuredData).toBeUndefined();
  });
});
