import { css, type Theme } from '@emotion/react';
import { lazyModule } from '@blueprint/shared/forms/lazy-module';
import { Container } from '@blueprint/shared/ui/layout';
import { DeferredSection } from '../../../components/deferred-section';

// The form's code (validation rules and the HTTP client) loads when the visitor first uses the form.
const newsletterForm = lazyModule(() => import('./newsletter-form').then((loaded) => loaded.default));

const sectionStyles = (theme: Theme) => css`
  padding: 3.5rem 0;
  .panel {
    max-width: 40rem;
    margin: 0 auto;
    padding: 2rem 1.5rem;
    border-radius: ${theme.radius.lg};
    border: 1px solid ${theme.colors.border};
    background: ${theme.colors.surface};
    text-align: center;
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: clamp(1.5rem, 4vw, 2rem);
  }
  .panel > p {
    margin: 0 0 1.5rem;
    color: ${theme.colors.textMuted};
  }
`;

/** The blog's newsletter block: one email field and Subscribe. */
export function NewsletterSection() {
  return (
    <section css={sectionStyles} aria-labelledby="newsletter-title">
      <Container>
        <div className="panel">
          <h2 id="newsletter-title">Subscribe to Our Newsletter</h2>
          <p>New articles, course batches and events every week. No spam; unsubscribe at any time.</p>
          <DeferredSection module={newsletterForm} what="the sign-up form" minHeight="7.5rem" />
        </div>
      </Container>
    </section>
  );
}
