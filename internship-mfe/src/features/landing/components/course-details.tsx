import { css, type Theme } from '@emotion/react';
import type { CourseInfo } from '../../../lib/it-courses';

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

/** The course-details table (title, duration, price, highlights) for the course a link chose, or the default. */
export function CourseDetails({ info }: { info: CourseInfo }) {
  return (
    <table css={tableStyles}>
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
