import { css } from '@emotion/react';
import { SITE_NAME } from '@blueprint/contract/site';
import { CONTACT_DETAILS } from '@blueprint/shared/constants';
import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { Container } from '@blueprint/shared/ui/layout';
import type { ReactNode } from 'react';

const articleStyles = css`
  max-width: 46rem;
  padding: 2rem 0;
  h2 {
    margin-top: 2rem;
    font-size: 1.25rem;
  }
`;

function LegalPage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  useDocumentMeta(title, description);
  return (
    <Container>
      <article css={articleStyles} aria-labelledby="legal-title">
        <h1 id="legal-title">{title}</h1>
        {children}
      </article>
    </Container>
  );
}

const contact = (
  <>
    email <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a> or call{' '}
    <a href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phone}</a>
  </>
);

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description={`What ${SITE_NAME} collects when you register or write to us, and why.`}
    >
      <p>
        This policy explains what {SITE_NAME} collects through this website, why, who can see it and how to have it
        deleted.
      </p>
      <h2>What we collect</h2>
      <p>
        When you register for the internship or a course we store your full name, email address, phone number, the
        program and course you chose, your qualification, college or university, graduation year and any message you
        add. When you use a contact form we store your name, email, optional phone number and message. When you
        subscribe to the newsletter we store your email address.
      </p>
      <h2>Why</h2>
      <p>
        We use these details only to answer you, to arrange your internship or course, and, if you subscribed, to send
        the newsletter. We do not sell or share them with advertisers.
      </p>
      <h2>Who can see it</h2>
      <p>
        Only signed-in {SITE_NAME} staff can read registrations and messages, through a password-protected dashboard.
        The data is kept on our own server.
      </p>
      <h2>Deleting your data</h2>
      <p>To see, correct or delete what we hold about you, {contact}. We act on requests within 30 days.</p>
    </LegalPage>
  );
}

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service" description={`The terms for using the ${SITE_NAME} website.`}>
      <p>
        By using this website you agree to use it lawfully and to give true details when you register or write to us.
      </p>
      <h2>Courses and prices</h2>
      <p>
        Course descriptions, durations and prices on this site are for information and may change; the fee, schedule and
        terms that apply to you are confirmed in writing when you enrol.
      </p>
      <h2>Links</h2>
      <p>
        Some buttons open other services, such as WhatsApp or our enrolment site, in a new tab. Their own terms apply
        there.
      </p>
      <h2>Questions</h2>
      <p>For any question about these terms, {contact}.</p>
    </LegalPage>
  );
}

export function CookiesPage() {
  return (
    <LegalPage title="Cookie Policy" description={`${SITE_NAME} sets no tracking cookies.`}>
      <p>This website uses no tracking or advertising cookies. The few cookies it sets are read by this site alone:</p>
      <ul>
        <li>
          <code>cohort</code>: a random number from 0 to 99, set on your first visit and kept for a year. When we try a
          new version of a part of the site with some visitors first, it keeps you on the same version from page to
          page. It holds nothing about you.
        </li>
        <li>
          <code>theme</code>: your light or dark theme choice, so that pages arrive in it.
        </li>
        <li>
          For staff only: <code>blueprint_staff_session</code>, the dashboard sign-in, and <code>release-preview</code>,
          a preview of a version that is not live yet, which ends within an hour.
        </li>
      </ul>
      <h2>What your browser stores</h2>
      <p>
        The site keeps a few small values in your browser, never sent to anyone else: in local storage, your light or
        dark theme choice (<code>theme</code>) and, for staff who sign in to the dashboard, a sign-in token (
        <code>dashboardToken</code>, or <code>token</code> for signed-in visitors); in session storage, a draft of a
        contact message you have not sent yet (<code>contactDraft</code>), so that it is not lost if you leave the page,
        gone when you close the tab. You can clear them at any time from your browser settings.
      </p>
      <h2>Questions</h2>
      <p>For any question about this policy, {contact}.</p>
    </LegalPage>
  );
}
