import { css, type Theme } from '@emotion/react';
import { Container } from '@blueprint/shared/ui/layout';
import { sectionStyles } from '../../../components/page-styles';
import { WHY_THIS_PROGRAM } from '../data/landing-content';

const columnsStyles = (theme: Theme) => css`
  display: grid;
  gap: 2.5rem;
  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  p {
    margin: 0 0 1rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.5rem;
  }
`;

/** The program overview and why this program, side by side on wide screens. */
export function Overview() {
  return (
    <section css={sectionStyles} aria-label="About the program">
      <Container css={columnsStyles}>
        <div>
          <h2>Program Overview</h2>
          <p>
            The Internship cum Final Year Project Program is a 16-week program for final-year students and recent
            graduates in IT, Civil and Mechanical engineering. You join a small batch, choose a project in your field
            and build it with a working professional as your mentor.
          </p>
          <p>
            You finish with a deployed or fully documented project, a report you can submit to your college and an
            internship certificate, online or at our centre in Vijayanagar, Bengaluru.
          </p>
        </div>
        <div>
          <h2>Why This Program?</h2>
          <ul>
            {WHY_THIS_PROGRAM.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
