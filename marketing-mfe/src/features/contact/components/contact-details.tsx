import { css, type Theme } from '@emotion/react';
import { CONTACT_DETAILS, CONTACT_WHATSAPP } from '@blueprint/shared/constants';
import { ExternalLink } from '../../../components/external-link';

const detailsStyles = (theme: Theme) => css`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  dt {
    margin-bottom: 0.25rem;
    color: ${theme.colors.textMuted};
    font-size: 0.85rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  dd {
    margin: 0;
  }
  address {
    font-style: normal;
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

/** Opening hours, one line per day range. */
export function BusinessHours() {
  return (
    <ul>
      {CONTACT_DETAILS.hours.map(({ days, time }) => (
        <li key={days}>
          {days}: {time}
        </li>
      ))}
    </ul>
  );
}

/** Address, phone, email, WhatsApp and hours (variant 1's contact-information card). */
export function ContactDetails() {
  return (
    <dl css={detailsStyles}>
      <div>
        <dt>Address</dt>
        <dd>
          <address>{CONTACT_DETAILS.address}</address>
        </dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>
          <a href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phone}</a>
        </dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
        </dd>
      </div>
      <div>
        <dt>WhatsApp</dt>
        <dd>
          <ExternalLink href={CONTACT_WHATSAPP}>Chat with us on WhatsApp</ExternalLink>
        </dd>
      </div>
      <div>
        <dt>Business Hours</dt>
        <dd>
          <BusinessHours />
        </dd>
      </div>
    </dl>
  );
}
