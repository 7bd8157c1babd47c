import { css, type Theme } from '@emotion/react';
import { Container } from '@blueprint/shared/ui/layout';
import { DeferredSection } from '../../../components/deferred-section';
import { sectionHeaderStyles } from '../../../components/section-styles';
import { ContactDetails } from './contact-details';
import { contactForm } from './contact-form-module';
import { cardStyles, ContactFormCard } from './contact-form-card';

const sectionStyles = (theme: Theme) => css`
  padding: 4rem 0;
  background: ${theme.colors.surface};
  header {
    ${sectionHeaderStyles(theme, '40rem')}
  }
  .grid {
    display: grid;
    gap: 1.5rem;
    ${theme.media.md} {
      grid-template-columns: 2fr 3fr;
      align-items: start;
    }
  }
  .info h3 {
    margin: 0 0 1.25rem;
    font-size: 1.4rem;
  }
`;

/** Contact variant 1, the contact section of Home: 'Get In Touch', our details, and the form. */
export function GetInTouch() {
  return (
    <section css={sectionStyles} aria-labelledby="get-in-touch-title">
      <Container>
        <header>
          <h2 id="get-in-touch-title">Get In Touch</h2>
          <p>Questions about a course, a batch or training for your team? Write to us or drop in at our centre.</p>
        </header>
        <div className="grid">
          <div className="info" css={cardStyles}>
            <h3>Contact Information</h3>
            <ContactDetails />
          </div>
          <ContactFormCard level={3}>
            <DeferredSection module={contactForm} what="the contact form" minHeight="34rem" />
          </ContactFormCard>
        </div>
      </Container>
    </section>
  );
}
