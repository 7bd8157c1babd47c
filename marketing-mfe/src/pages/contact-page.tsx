import { css, type Theme } from '@emotion/react';
import { routePage } from '@blueprint/contract/routes';
import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { Container, visuallyHiddenStyles } from '@blueprint/shared/ui/layout';
import { StatList } from '../components/stat-list';
import { ContactCards } from '../features/contact/components/contact-cards';
import { DeferredSection } from '../components/deferred-section';
import { contactForm } from '../features/contact/components/contact-form-module';
import { ContactFormCard } from '../features/contact/components/contact-form-card';
import { CONTACT_STATS } from '../features/contact/data/contact-stats';
import routes from '../routes.json';

// The route definition's title and description (src/routes.json), the ones a server-rendered head will use.
export const { title: CONTACT_TITLE, description: CONTACT_DESCRIPTION } = routePage(routes, 'Contact');

const pageStyles = (theme: Theme) => css`
  padding: 3rem 0 4rem;
  .intro {
    max-width: 44rem;
    margin: 0 auto 2.5rem;
    text-align: center;
  }
  h1 {
    margin: 0 0 0.75rem;
    font-size: clamp(2rem, 6vw, 3.25rem);
    line-height: 1.15;
  }
  .intro p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: 1.1rem;
  }
  .layout {
    display: grid;
    gap: 1.5rem;
    margin-top: 2.5rem;
    ${theme.media.md} {
      grid-template-columns: 1fr 2fr;
      align-items: start;
    }
  }
`;

/** Contact (marketing/Contact), variant 2: 'Let's Start a Conversation', stats, contact cards, hours, form. */
export default function ContactPage() {
  useDocumentMeta(CONTACT_TITLE, CONTACT_DESCRIPTION);
  return (
    <div css={pageStyles}>
      <Container>
        <header className="intro">
          <h1>Let&apos;s Start a Conversation</h1>
          <p>
            Whether you are choosing your first course or planning training for your team, we are happy to help. Send us
            a message, call, or visit our centre in Vijayanagar, Bengaluru.
          </p>
        </header>
        <StatList stats={CONTACT_STATS} label="Blueprint Academy in numbers" />
        <div className="layout">
          <section aria-labelledby="reach-us-title">
            <h2 id="reach-us-title" css={visuallyHiddenStyles}>
              Ways to reach us
            </h2>
            <ContactCards />
          </section>
          <ContactFormCard level={2}>
            <DeferredSection module={contactForm} what="the contact form" minHeight="34rem" />
          </ContactFormCard>
        </div>
      </Container>
    </div>
  );
}
