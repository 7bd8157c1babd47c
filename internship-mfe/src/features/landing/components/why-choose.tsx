import { Container } from '@blueprint/shared/ui/layout';
import { altSectionStyles } from '../../../components/page-styles';
import { TileList } from '../../../components/tile-list';
import { WHY_CHOOSE } from '../data/landing-content';

export function WhyChoose() {
  return (
    <section css={altSectionStyles} aria-labelledby="why-choose-title">
      <Container>
        <h2 id="why-choose-title">Why Choose Our Internship Program?</h2>
        <TileList tiles={WHY_CHOOSE} columns={4} />
      </Container>
    </section>
  );
}
