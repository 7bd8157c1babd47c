import { css, type Theme } from '@emotion/react';
import { Link, useBasePath } from '@blueprint/shared/router';
import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { BackButton } from '../../../components/back-button';

const styles = (theme: Theme) => css`
  max-width: 36rem;
  margin: 0 auto;
  padding: 4rem 0;
  text-align: center;
  h1 {
    margin: 0 0 1rem;
  }
  p {
    margin: 0 0 2rem;
    color: ${theme.colors.textMuted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 1rem 1.5rem;
  }
  a {
    color: ${theme.colors.primary};
  }
`;

/** Spec section 8: nothing in the catalogue matches the URL. */
export function CourseNotFound() {
  useDocumentMeta('Course Not Found', "The course you're looking for doesn't exist or has been removed.");
  const base = useBasePath();
  return (
    <div css={styles}>
      <h1>Course Not Found</h1>
      <p>The course you&apos;re looking for doesn&apos;t exist or has been removed.</p>
      <div className="actions">
        <BackButton label="Go Back" />
        <Link to={`${base}/courses`}>Browse all courses</Link>
      </div>
    </div>
  );
}
