import { css, type Theme } from '@emotion/react';
import { CONTACT_WHATSAPP } from '@blueprint/shared/constants';
import { Link, useBasePath } from '@blueprint/shared/router';
import { INDEXED_COURSES } from '../../../lib/catalogue/catalogue-index';
import { GOALS, LEVELS, recommendCourses } from '../data/recommend';

const GOAL = 'recommend-goal';
const LEVEL = 'recommend-level';

/**
 * Which suggestions show, as CSS: the list of the goal and the level checked, else the prompt. Every list is in
 * the HTML, so choosing works with no script at all.
 */
function choiceRules(): string {
  const checked = (name: string, value: string) => `:has(input[name="${name}"][value="${value}"]:checked)`;
  let rules = `&:has(input[name="${GOAL}"]:checked):has(input[name="${LEVEL}"]:checked) .prompt{display:none}`;
  for (const goal of GOALS) {
    for (const level of LEVELS) {
      rules += `&${checked(GOAL, goal.id)}${checked(LEVEL, level.id)} .picks[data-goal="${goal.id}"][data-level="${level.id}"]{display:block}`;
    }
  }
  return rules;
}

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
  .picks {
    display: none;
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
  ${choiceRules()}
`;

function titleOf(id: string): string {
  return INDEXED_COURSES.find((course) => course.id === id)?.title ?? id;
}

/** Goal and experience in, up to three courses out, in the order a counsellor would suggest them. */
export function Recommender() {
  const base = useBasePath();
  return (
    <div css={styles}>
      <fieldset>
        <legend>What do you want to do?</legend>
        <div className="choices">
          {GOALS.map((option) => (
            <label key={option.id}>
              <input type="radio" name={GOAL} value={option.id} />
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
              <input type="radio" name={LEVEL} value={option.id} />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="results" aria-live="polite">
        <p className="prompt">Choose a goal and your experience to see the courses we suggest.</p>
        {GOALS.flatMap((goal) =>
          LEVELS.map((level) => (
            <div className="picks" key={`${goal.id}-${level.id}`} data-goal={goal.id} data-level={level.id}>
              <h3>We suggest, in this order</h3>
              <ol>
                {recommendCourses(goal.id, level.id).map((id) => (
                  <li key={id}>
                    <Link to={`${base}/courses/${id}`}>{titleOf(id)}</Link>
                  </li>
                ))}
              </ol>
            </div>
          )),
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
  );
}
