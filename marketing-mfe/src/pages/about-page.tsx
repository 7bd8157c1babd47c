import { css } from '@emotion/react';
import { routePage } from '@blueprint/contract/routes';
import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { Container } from '@blueprint/shared/ui/layout';
import { StatList } from '../components/stat-list';
import { AboutHero } from '../features/about/components/about-hero';
import { PartnerStrip } from '../features/about/components/partner-strip';
import { ABOUT_STATS } from '../features/about/data/partners';
import routes from '../routes.json';

// The route definition's title and description (src/routes.json), the ones a server-rendered head will use.
export const { title: ABOUT_TITLE, description: ABOUT_DESCRIPTION } = routePage(routes, 'About');

const sectionStyles = css`
  padding: 3.5rem 0 0;
  h2 {
    margin: 0 0 1.5rem;
    text-align: center;
    font-size: clamp(1.5rem, 4vw, 2rem);
  }
`;

/** About (marketing/About). Plain markup on purpose: this page's own code must stay under 3 KB gzip. */
export default function AboutPage() {
  useDocumentMeta(ABOUT_TITLE, ABOUT_DESCRIPTION);
  return (
    <>
      <AboutHero />
      <section css={sectionStyles} aria-labelledby="partners-title">
        <Container>
          <h2 id="partners-title">Our Technology Partners</h2>
          <PartnerStrip />
        </Container>
      </section>
      <section css={sectionStyles} aria-labelledby="numbers-title">
        <Container>
          <h2 id="numbers-title">Blueprint Academy in Numbers</h2>
          <StatList stats={ABOUT_STATS} />
        </Container>
      </section>
    </>
  );
}
