import { css, type Theme } from '@emotion/react';
import { CONTACT_WHATSAPP } from '@blueprint/shared/constants';
import { buttonStyles } from '@blueprint/shared/ui/button';
import { Container, VisuallyHidden } from '@blueprint/shared/ui/layout';
import { altSectionStyles, cardGridStyles, cardStyles } from '../../../components/page-styles';
import { REGISTRATION_FORM_ID } from '../../../lib/navigation-state';

const pricingStyles = (theme: Theme) => css`
  .price {
    font-size: 2rem;
    font-weight: 800;
    line-height: 1.2;
    color: ${theme.colors.text};
  }
  .cta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 1rem;
    margin-top: 2rem;
  }
  .cta p {
    margin: 0;
    font-weight: 700;
  }
`;

/** Fees: ₹8000 for the IT courses, a chat for Civil and Mechanical, and 'Apply Now' (a link down to the form). */
export function Pricing() {
  return (
    <section css={(theme) => [altSectionStyles(theme), pricingStyles(theme)]} aria-labelledby="pricing-title">
      <Container>
        <h2 id="pricing-title">Program Fees</h2>
        <ul css={(theme) => cardGridStyles(theme, 2)}>
          <li css={cardStyles}>
            <h3>IT courses</h3>
            <p className="price">₹8000</p>
            <p>per student for 16 weeks, mentoring, project and certificate included.</p>
          </li>
          <li css={cardStyles}>
            <h3>Civil and Mechanical</h3>
            <p>Fees depend on the track and software. Ask us on WhatsApp and we will send you the details.</p>
            <div className="card-actions">
              <a href={CONTACT_WHATSAPP} target="_blank" rel="noopener noreferrer">
                Chat with us about Civil and Mechanical pricing
                <VisuallyHidden> (opens WhatsApp in a new tab)</VisuallyHidden>
              </a>
            </div>
          </li>
        </ul>
        <div className="cta">
          <a href={`#${REGISTRATION_FORM_ID}`} css={(theme) => buttonStyles(theme, 'primary')}>
            Apply Now
          </a>
          <p>Next batch starting soon. Limited seats available.</p>
        </div>
      </Container>
    </section>
  );
}
