import { css, type Theme } from '@emotion/react';
import { Button, hiddenUntilPageLive } from '@blueprint/shared/ui/button';
import { lazy, Suspense, useState } from 'react';

// The dialog and its data are needed only after a click: keep them out of the browse page's first view.
const RecommenderDialog = lazy(() => import(/* webpackChunkName: "recommender" */ './recommender-dialog'));

const styles = (theme: Theme) => css`
  margin: 3rem 0;
  padding: 2rem;
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  text-align: center;
  h2 {
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0 0 1.5rem;
    color: ${theme.colors.textMuted};
  }
`;

export function RecommendationBlock() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <section css={styles} aria-labelledby="recommendation-heading">
      <h2 id="recommendation-heading">Not sure where to start?</h2>
      <p>Tell us what you want to do and how much you know already; we will suggest where to begin.</p>
      {/* The recommender is a quiz that runs in the page: no baseline, so shown once the page is live. */}
      <Button
        css={hiddenUntilPageLive}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        onMouseEnter={() => void import('./recommender-dialog')}
        onFocus={() => void import('./recommender-dialog')}
      >
        Get Course Recommendation
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <RecommenderDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
