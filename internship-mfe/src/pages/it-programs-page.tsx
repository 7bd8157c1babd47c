import { css, type Theme } from '@emotion/react';
import { Deferred } from '@blueprint/shared/forms/deferred';
import { lazyModule } from '@blueprint/shared/forms/lazy-module';
import { routePage } from '@blueprint/contract/routes';
import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { Container } from '@blueprint/shared/ui/layout';
import { altSectionStyles, formSectionStyles, sectionStyles } from '../components/page-styles';
import { TileList } from '../components/tile-list';
import { ItProgramCards } from '../features/it-programs/components/it-program-cards';
import { IT_BENEFITS } from '../features/it-programs/data/it-benefits';
import routes from '../routes.json';

// The route definition's title and description (src/routes.json).
const meta = routePage(routes, 'ItPrograms');

// The form brings the validation schema and the HTTP client: loaded when it nears the screen, not before.
const quickRegistrationForm = lazyModule(() =>
  import('../features/quick-registration/components/quick-registration-form').then((m) => m.QuickRegistrationForm),
);

const titleStyles = (theme: Theme) => css`
  h1 {
    margin: 0 0 0.75rem;
    font-size: clamp(2rem, 6vw, 2.75rem);
    line-height: 1.2;
  }
  .lead {
    color: ${theme.colors.textMuted};
  }
`;

/** /internship/it: the four IT courses, why they work, and a quick registration. */
export default function ItProgramsPage() {
  useDocumentMeta(meta.title, meta.description);
  return (
    <>
      <section css={(theme) => [sectionStyles(theme), titleStyles(theme)]} aria-labelledby="it-programs-title">
        <Container>
          <h1 id="it-programs-title">IT Internship Programs</h1>
          <p className="lead">
            Pick a track, build a real project with a mentor and finish with a certificate and a portfolio that shows
            what you can do.
          </p>
          <ItProgramCards />
        </Container>
      </section>
      <section css={altSectionStyles} aria-labelledby="it-benefits-title">
        <Container>
          <h2 id="it-benefits-title">What You Get</h2>
          <TileList tiles={IT_BENEFITS} />
        </Container>
      </section>
      <section id="quick-registration" css={formSectionStyles} aria-label="Quick registration">
        <Container>
          <Deferred module={quickRegistrationForm} minHeight="56rem" what="the registration form">
            {(QuickRegistrationForm) => <QuickRegistrationForm />}
          </Deferred>
        </Container>
      </section>
    </>
  );
}
