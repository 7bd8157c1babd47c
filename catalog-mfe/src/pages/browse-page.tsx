import { css, type Theme } from '@emotion/react';
import { routePage } from '@blueprint/contract/routes';
import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { Container } from '@blueprint/shared/ui/layout';
import { ProviderCards } from '../features/browse/components/provider-cards';
import { RecommendationBlock } from '../features/browse/components/recommendation-block';
import routes from '../routes.json';

// The route definition's title and description (src/routes.json).
const meta = routePage(routes, 'Browse');

const styles = (theme: Theme) => css`
  padding: 2.5rem 0 1rem;
  h1 {
    margin: 0 0 0.5rem;
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }
  .intro {
    margin: 0 0 2rem;
    color: ${theme.colors.textMuted};
    font-size: 1.1rem;
  }
`;

/** Exposed as `catalog/Browse`, route /courses: the provider browse page (docs/spec-notes.md#screens). */
export default function BrowsePage() {
  useDocumentMeta(meta.title, meta.description);
  return (
    <Container>
      <div css={styles}>
        <h1>Browse Courses by Provider</h1>
        <p className="intro">Pick a software provider to see its courses, grouped by what you will do with them.</p>
        <ProviderCards />
        <RecommendationBlock />
      </div>
    </Container>
  );
}
