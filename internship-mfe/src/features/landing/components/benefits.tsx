import { Container } from '@blueprint/shared/ui/layout';
import { sectionStyles } from '../../../components/page-styles';
import { TileList } from '../../../components/tile-list';
import { BENEFITS } from '../data/landing-content';

export function Benefits() {
  return (
    <section css={sectionStyles} aria-labelledby="benefits-title">
      <Container>
        <h2 id="benefits-title">Program Benefits</h2>
        <TileList tiles={BENEFITS} />
      </Container>
    </section>
  );
}
