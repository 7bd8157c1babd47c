import { css } from '@emotion/react';
import { Link, useBasePath } from '@blueprint/shared/router';
import { buttonStyles } from '@blueprint/shared/ui/button';
import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { Container } from '@blueprint/shared/ui/layout';

const boxStyles = css`
  padding: 4rem 0;
  text-align: center;
  .code {
    margin: 0;
    font-size: 4rem;
    font-weight: 800;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
    justify-content: center;
  }
`;

export function NotFoundPage() {
  const base = useBasePath('always');
  useDocumentMeta('Page not found', 'The page you asked for does not exist.');
  return (
    <Container>
      <section css={boxStyles} aria-labelledby="not-found-title">
        <p className="code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">Page not found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <div className="actions">
          <Link css={(theme) => buttonStyles(theme, 'primary')} to={`${base}/`}>
            Go to the home page
          </Link>
          <Link css={(theme) => buttonStyles(theme, 'secondary')} to={`${base}/courses`}>
            Browse courses
          </Link>
        </div>
      </section>
    </Container>
  );
}
