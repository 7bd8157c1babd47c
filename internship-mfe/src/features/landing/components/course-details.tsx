import { css, type Theme } from '@emotion/react';
import { COURSE_INFO, type ItCourseId } from '../../../lib/it-courses';

type CourseKey = ItCourseId | 'default';
const KEYS = Object.keys(COURSE_INFO) as CourseKey[];

/** Which table shows, as CSS: the one the container names (`data-course`). */
function choiceRules(): string {
  let rules = '& table[data-course]{display:none}';
  for (const key of KEYS) rules += `&[data-course="${key}"] table[data-course="${key}"]{display:table}`;
  return rules;
}

const choiceStyles = css`
  ${choiceRules()}
`;

const tableStyles = (theme: Theme) => css`
  width: 100%;
  border-collapse: collapse;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surfaceRaised};
  caption {
    padding: 0 0 0.75rem;
    text-align: left;
    font-size: 1.2rem;
    font-weight: 700;
  }
  th,
  td {
    padding: 0.75rem 1rem;
    border-top: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    width: 8rem;
    color: ${theme.colors.textMuted};
    font-weight: 600;
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
  }
`;

/**
 * The course-details table (title, duration, price, highlights) for the course a link chose, or the default.
 * Every course's table is in the HTML and CSS shows the chosen one, so that a choice made while the page is
 * open changes an attribute, not the HTML: a render of the page would reach the form's part while it still
 * waits for its code, and React would replace that server HTML, with what the visitor typed in it. The server
 * renders the page at the link's address, so its HTML names the same course as the browser's first render.
 */
export function CourseDetails({ chosen }: { chosen: CourseKey }) {
  return (
    <div css={choiceStyles} data-course={chosen}>
      {KEYS.map((key) => (
        <CourseTable key={key} course={key} />
      ))}
    </div>
  );
}

function CourseTable({ course }: { course: CourseKey }) {
  const info = COURSE_INFO[course];
  return (
    <table css={tableStyles} data-course={course}>
      <caption>Course Details</caption>
      <tbody>
        <tr>
          <th scope="row">Course</th>
          <td>{info.title}</td>
        </tr>
        <tr>
          <th scope="row">Duration</th>
          <td>{info.duration}</td>
        </tr>
        <tr>
          <th scope="row">Price</th>
          <td>{info.price}</td>
        </tr>
        <tr>
          <th scope="row">Highlights</th>
          <td>
            <ul>
              {info.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
