import { Container } from '@blueprint/shared/ui/layout';
import { cardGridStyles, cardStyles, sectionStyles } from '../../../components/page-styles';
import { BENEFITS } from '../data/landing-content';

export function Benefits() {
  return (
    <section css={sectionStyles} aria-labelledby="benefits-title">
      <Container>
        <h2 id="benefits-title">Program Benefits</h2>
        <ul css={cardGridStyles}>
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} css={cardStyles}>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
