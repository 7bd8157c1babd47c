import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { GetInTouch } from '../features/contact/components/get-in-touch';
import { ExploreCourses } from '../features/course-explorer/components/explore-courses';
import { Faq } from '../features/faq/components/faq';
import { HomeHero } from '../features/home-hero/components/home-hero';
import { Testimonials } from '../features/testimonials/components/testimonials';

export const HOME_TITLE = 'Shaping the Future';
export const HOME_DESCRIPTION =
  'Design, engineering, construction and IT software courses in Vijayanagar, Bengaluru: AutoCAD, Revit, Civil 3D, SOLIDWORKS, full-stack development and more.';

/** Home (marketing/Home): hero, course cards, testimonials, FAQ and the contact section. */
export default function HomePage() {
  useDocumentMeta(HOME_TITLE, HOME_DESCRIPTION);
  return (
    <>
      <HomeHero />
      <ExploreCourses />
      <Testimonials />
      <Faq />
      <GetInTouch />
    </>
  );
}
