import { routePage } from '@blueprint/shared/site/routes';
import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { GetInTouch } from '../features/contact/components/get-in-touch';
import { ExploreCourses } from '../features/course-explorer/components/explore-courses';
import { Faq } from '../features/faq/components/faq';
import { HomeHero } from '../features/home-hero/components/home-hero';
import { Testimonials } from '../features/testimonials/components/testimonials';
import routes from '../routes.json';

// The route definition's title and description (src/routes.json), the ones a server-rendered head will use.
export const { title: HOME_TITLE, description: HOME_DESCRIPTION } = routePage(routes, 'Home');

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
