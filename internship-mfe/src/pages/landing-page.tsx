import { css, type Theme } from '@emotion/react';
import { Deferred } from '@blueprint/shared/forms/deferred';
import { lazyModule } from '@blueprint/shared/forms/lazy-module';
import { useLocation } from '@blueprint/shared/router';
import { routePage } from '@blueprint/contract/routes';
import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { Container } from '@blueprint/shared/ui/layout';
import { useState } from 'react';
import { formSectionStyles } from '../components/page-styles';
import { Benefits } from '../features/landing/components/benefits';
import { CourseDetails } from '../features/landing/components/course-details';
import { Hero } from '../features/landing/components/hero';
import { Overview } from '../features/landing/components/overview';
import { Pricing } from '../features/landing/components/pricing';
import { ProgramCards } from '../features/landing/components/program-cards';
import { ProgramStructure } from '../features/landing/components/program-structure';
import { WhyChoose } from '../features/landing/components/why-choose';
import { courseInfoFor, isItCourseId } from '../lib/it-courses';
import { readRegistrationChoice, REGISTRATION_FORM_ID } from '../lib/navigation-state';
import { internshipStructuredData } from '../features/landing/data/structured-data';
import routes from '../routes.json';

// The route definition's title and description (src/routes.json).
const meta = routePage(routes, 'Landing');

// The form brings the validation schema and the HTTP client: loaded when it nears the screen, not before.
const internshipForm = lazyModule(() =>
  import('../features/internship-registration/components/internship-form').then((m) => m.InternshipForm),
);

const registrationLayout = (theme: Theme) => css`
  display: grid;
  gap: 2rem;
  align-items: start;
  ${theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;

interface Selection {
  /** The navigation that made this choice: a new one re-applies its program to the form. */
  key: string;
  program?: ReturnType<typeof readRegistrationChoice>['program'];
  course?: string;
}

/** /internship: the program, its fees and the registration form, with a program or course chosen by the link's query. */
export default function LandingPage() {
  // Structured data for the server's HTML only: the browser's build leaves it out (`typeof window`, tooling/webpack).
  useDocumentMeta(meta.title, meta.description, {
    structuredData: typeof window === 'undefined' ? internshipStructuredData(meta.title, meta.description) : undefined,
  });
  const location = useLocation();
  const [selection, setSelection] = useState<Selection>(() => ({
    key: location.key,
    ...readRegistrationChoice(location.search),
  }));
  const [seenKey, setSeenKey] = useState(location.key);

  // A link that chooses a program or course replaces the choice; a plain one (#registration-form) keeps it.
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    const next = readRegistrationChoice(location.search);
    if (next.program || next.course) setSelection({ key: location.key, ...next });
  }

  const courseId = isItCourseId(selection.course) ? selection.course : undefined;
  const info = courseInfoFor(courseId);

  return (
    <>
      <Hero />
      <ProgramCards />
      <WhyChoose />
      <Overview />
      <ProgramStructure />
      <Benefits />
      <Pricing />
      <section id={REGISTRATION_FORM_ID} css={formSectionStyles} aria-label="Registration">
        <Container css={registrationLayout}>
          <CourseDetails chosen={courseId ?? 'default'} />
          <Deferred
            module={internshipForm}
            eager={location.hash === `#${REGISTRATION_FORM_ID}`}
            minHeight="52rem"
            what="the registration form"
          >
            {(InternshipForm) => (
              <InternshipForm
                program={courseId ? (selection.program ?? 'IT') : selection.program}
                course={courseId}
                courseTitle={courseId ? info.title : undefined}
                selectionKey={selection.key}
              />
            )}
          </Deferred>
        </Container>
      </section>
    </>
  );
}
