import { css, type Theme } from '@emotion/react';
import { SITE_NAME } from '@blueprint/contract/site';
import { SOCIAL_LINKS } from '@blueprint/shared/constants';
import { Link, useBasePath } from '@blueprint/shared/router';
import { Container, VisuallyHidden } from '@blueprint/shared/ui/layout';
import { Logo } from '../logo';

const footerStyles = (theme: Theme) => css`
  margin-top: 4rem;
  padding: 3rem 0 1.5rem;
  background: ${theme.colors.surface};
  border-top: 1px solid ${theme.colors.border};
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    margin: 0.35rem 0;
  }
  a {
    color: inherit;
  }
  .columns {
    display: grid;
    gap: 2rem;
    grid-template-columns: 1fr;
  }
  ${theme.media.sm} {
    .columns {
      grid-template-columns: 2fr 1fr 1fr;
    }
  }
  .brand {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    color: ${theme.colors.primary};
    font-weight: 800;
    font-size: 1.1rem;
    text-decoration: none;
  }
  .brand span {
    color: ${theme.colors.text};
  }
  .bottom {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
    justify-content: space-between;
    margin-top: 2.5rem;
    padding-top: 1.5rem;
    border-top: 1px solid ${theme.colors.border};
    color: ${theme.colors.textMuted};
    font-size: 0.9rem;
  }
  .bottom p {
    margin: 0;
  }
  .bottom ul {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
  }
  .bottom li {
    margin: 0;
  }
`;

/** Footer links carry no base path (docs/contract.md). */
export function Footer() {
  const year = new Date().getFullYear();
  const base = useBasePath('never');
  return (
    <footer css={footerStyles}>
      <Container>
        <div className="columns">
          <div>
            <Link className="brand" to={`${base}/`} aria-label={`${SITE_NAME} home`}>
              <Logo size={28} />
              <span aria-hidden="true">{SITE_NAME}</span>
            </Link>
            <p>
              Career-focused training in design, engineering, construction and IT software since 2008: AutoCAD, Revit
              and BIM, SolidWorks, STAAD.Pro and full-stack development, taught by working professionals in Vijayanagar,
              Bengaluru and online.
            </p>
          </div>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links">Quick Links</h2>
            <ul>
              <li>
                <Link to={`${base}/about`}>About Us</Link>
              </li>
              <li>
                <Link to={`${base}/contact`}>Contact</Link>
              </li>
            </ul>
          </nav>
          <div>
            <h2 id="footer-follow">Follow Us</h2>
            <ul aria-labelledby="footer-follow">
              {SOCIAL_LINKS.map((social) => (
                <li key={social.name}>
                  <a href={social.href} target="_blank" rel="noopener noreferrer">
                    {social.name}
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="bottom">
          <p>
            © {year} {SITE_NAME}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul>
              <li>
                <Link to={`${base}/privacy`}>Privacy Policy</Link>
              </li>
              <li>
                <Link to={`${base}/terms`}>Terms of Service</Link>
              </li>
              <li>
                <Link to={`${base}/cookies`}>Cookie Policy</Link>
              </li>
            </ul>
          </nav>
        </div>
      </Container>
    </footer>
  );
}
