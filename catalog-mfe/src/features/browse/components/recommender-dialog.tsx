import { css, type Theme } from '@emotion/react';
import { CONTACT_WHATSAPP } from '@blueprint/shared/constants';
import { Link, useBasePath } from '@blueprint/shared/router';
import { Dialog } from '@blueprint/shared/ui/dialog';
import { useId, useState } from 'react';
import { INDEXED_COURSES } from '../../../lib/catalogue/catalogue-index';
import { GOALS, LEVELS, recommendCourses, type Goal, type Level } from '../data/recommend';

const styles = (theme: Theme) => css`
  fieldset {
    margin: 0 0 1.25rem;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .choices label {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
    padding: 0.35rem 0.9rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.pill};
    cursor: pointer;
  }
  .choices label:has(input:checked) {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
    font-weight: 600;
  }
  .choices label:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  .results h3 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  .results ol {
    margin: 0 0 1rem;
    padding-left: 1.25rem;
  }
  .results li {
    margin: 0.4rem 0;
  }
  a {
    color: ${theme.colors.primary};
  }
  .talk {
    margin: 1rem 0 0;
    color: ${theme.colors.textMuted};
  }
`;

function titleOf(id: string): string {
  return INDEXED_COURSES.find((course) => course.id === id)?.title ?? id;
}

/** 'Get Course Recommendation': goal and experience in, up to three courses out. Loaded on first use. */
export default function RecommenderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [goal, setGoal] = useState<Goal | null>(null);
  const [level, setLevel] = useState<Level | null>(null);
  const name = useId();
  const base = useBasePath();
  const picks = goal && level ? recommendCourses(goal, level) : [];

  return (
    <Dialog open={open} onClose={onClose} title="Find your course" maxWidth="42rem">
      <div css={styles}>
        <fieldset>
          <legend>What do you want to do?</legend>
          <div className="choices">
            {GOALS.map((option) => (
              <label key={option.id}>
                <input type="radio" name={`${name}-goal`} value={option.id} checked={goal === option.id} onChange={() => setGoal(option.id)} />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>Your experience with this kind of software</legend>
          <div className="choices">
            {LEVELS.map((option) => (
              <label key={option.id}>
                <input type="radio" name={`${name}-level`} value={option.id} checked={level === option.id} onChange={() => setLevel(option.id)} />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="results" aria-live="polite">
          {picks.length > 0 ? (
            <>
              <h3>We suggest, in this order</h3>
              <ol>
                {picks.map((id) => (
                  <li key={id}>
                    <Link to={`${base}/courses/${id}`} onClick={onClose}>
                      {titleOf(id)}
                    </Link>
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <p>Choose a goal and your experience to see the courses we suggest.</p>
          )}
        </div>
        <p className="talk">
          Prefer to talk it through?{' '}
          <a href={CONTACT_WHATSAPP} target="_blank" rel="noopener noreferrer">
            Chat with a course counsellor
          </a>{' '}
          or <Link to={`${base}/contact`}>send us a message</Link>.
        </p>
      </div>
    </Dialog>
  );
}
