import { routePage } from '@blueprint/contract/routes';
import { faqPage, organization } from '@blueprint/shared/site/structured-data';
import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { GetInTouch } from '../features/contact/components/get-in-touch';
import { ExploreCourses } from '../features/course-explorer/components/explore-courses';
import { Faq } from '../features/faq/components/faq';
import { FAQ_ITEMS } from '../features/faq/data/faq';
import { HomeHero } from '../features/home-hero/components/home-hero';
import { Testimonials } from '../features/testimonials/components/testimonials';
import routes from '../routes.json';

// The route definition's title and description (src/routes.json), the ones a server-rendered head will use.
export const { title: HOME_TITLE, description: HOME_DESCRIPTION } = routePage(routes, 'Home');

/** Home (marketing/Home): hero, course cards, testimonials, FAQ and the contact section. */
export default function HomePage() {
  // The institute (who, where, when open: the contact details the page shows) and the FAQ's answers. /home
  // shows the same page as /: one address for search engines. Only the server's HTML carries structured data:
  // the browser's build leaves it out (`typeof window`, tooling/webpack).
  useDocumentMeta(HOME_TITLE, HOME_DESCRIPTION, {
    canonicalPath: '',
    structuredData: typeof window === 'undefined' ? [...organization(), faqPage(FAQ_ITEMS)] : undefined,
  });
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
