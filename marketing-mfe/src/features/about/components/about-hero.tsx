import { css, type Theme } from '@emotion/react';
import { COMPANY_SITE } from '@blueprint/shared/constants';
import { buttonStyles } from '@blueprint/shared/ui/button';
import { Container } from '@blueprint/shared/ui/layout';
import { ExternalLink } from '../../../components/external-link';

const heroStyles = (theme: Theme) => css`
  padding: 4rem 0;
  background: ${theme.colors.surface};
  text-align: center;
  h1 {
    max-width: 20ch;
    margin: 0 auto 1rem;
    font-size: clamp(2rem, 6vw, 3.25rem);
    line-height: 1.15;
  }
  p {
    max-width: 40rem;
    margin: 0 auto 2rem;
    color: ${theme.colors.textMuted};
    font-size: 1.1rem;
  }
  a {
    ${buttonStyles(theme, 'primary')}
  }
`;

/** 'Innovating Technology Solutions Since 2008', with Learn More to the company site. */
export function AboutHero() {
  return (
    <section css={heroStyles} aria-labelledby="about-title">
      <Container>
        <h1 id="about-title">Innovating Technology Solutions Since 2008</h1>
        <p>
          Blueprint Academy trains architects, engineers, designers and developers in the software their industries run
          on, with hands-on classes in Vijayanagar, Bengaluru and live online.
        </p>
        <ExternalLink href={COMPANY_SITE}>Learn More</ExternalLink>
      </Container>
    </section>
  );
}
