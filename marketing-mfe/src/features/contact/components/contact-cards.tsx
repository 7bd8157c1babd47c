import { css, type Theme } from '@emotion/react';
import { CONTACT_DETAILS, CONTACT_WHATSAPP } from '@blueprint/shared/constants';
import { ExternalLink } from '../../../components/external-link';
import { BusinessHours } from './contact-details';
import { cardStyles } from './contact-form-card';

const cardsStyles = (theme: Theme) => css`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${theme.media.md} {
    grid-template-columns: 1fr;
  }
  > li {
    padding: 1.25rem 1.5rem;
  }
  h3 {
    margin: 0 0 0.35rem;
    font-size: 1.1rem;
  }
  p,
  address {
    margin: 0;
    font-style: normal;
    color: ${theme.colors.textMuted};
  }
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** Contact variant 2's contact cards and opening hours. */
export function ContactCards() {
  return (
    <ul css={cardsStyles}>
      <li css={cardStyles}>
        <h3>Visit Us</h3>
        <address>{CONTACT_DETAILS.address}</address>
      </li>
      <li css={cardStyles}>
        <h3>Call Us</h3>
        <p>
          <a href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phone}</a>
        </p>
      </li>
      <li css={cardStyles}>
        <h3>Email Us</h3>
        <p>
          <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
        </p>
      </li>
      <li css={cardStyles}>
        <h3>Chat With Us</h3>
        <p>
          <ExternalLink href={CONTACT_WHATSAPP}>Message us on WhatsApp</ExternalLink>
        </p>
      </li>
      <li css={cardStyles}>
        <h3>Business Hours</h3>
        <BusinessHours />
      </li>
    </ul>
  );
}
