import { css, type Theme } from '@emotion/react';
import { buttonStyles } from '@blueprint/shared/ui/button';
import { CommandDialog, opensDialog } from '@blueprint/shared/ui/command-dialog';
import { Recommender } from './recommender';

const RECOMMENDER_ID = 'course-recommender';

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
  > p {
    margin: 0 0 1.5rem;
    color: ${theme.colors.textMuted};
  }
  > button {
    ${buttonStyles(theme, 'primary')}
  }
`;

/**
 * 'Not sure where to start?' and 'Get Course Recommendation': a dialog the browser opens and runs (CommandDialog),
 * whose recommender is HTML and CSS, so it works at the first tap, before the page's code and without it.
 */
export function RecommendationBlock() {
  return (
    <section css={styles} aria-labelledby="recommendation-heading">
      <h2 id="recommendation-heading">Not sure where to start?</h2>
      <p>Tell us what you want to do and how much you know already; we will suggest where to begin.</p>
      <button type="button" {...opensDialog(RECOMMENDER_ID)}>
        Get Course Recommendation
      </button>
      <CommandDialog id={RECOMMENDER_ID} title="Find your course" maxWidth="42rem">
        <Recommender />
      </CommandDialog>
    </section>
  );
}
