import { Container } from '@blueprint/shared/ui/layout';
import { altSectionStyles, cardGridStyles, cardStyles } from '../../../components/page-styles';
import { WHY_CHOOSE } from '../data/landing-content';

export function WhyChoose() {
  return (
    <section css={altSectionStyles} aria-labelledby="why-choose-title">
      <Container>
        <h2 id="why-choose-title">Why Choose Our Internship Program?</h2>
        <ul css={cardGridStyles} style={{ ['--columns' as string]: 4 }}>
          {WHY_CHOOSE.map((tile) => (
            <li key={tile.title} css={cardStyles}>
              <h3>{tile.title}</h3>
              <p>{tile.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
