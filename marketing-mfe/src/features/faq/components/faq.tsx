import { css, type Theme } from '@emotion/react';
import { Container } from '@blueprint/shared/ui/layout';
import { FAQ_ITEMS } from '../data/faq';
import { sectionTitleStyles } from '../../../components/section-styles';

const sectionStyles = (theme: Theme) => css`
  padding: 4rem 0;
  h2 {
    margin: 0 0 2rem;
    text-align: center;
    ${sectionTitleStyles}
  }
  .items {
    max-width: 48rem;
    margin: 0 auto;
  }
  .item {
    border-bottom: 1px solid ${theme.colors.border};
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    min-height: 56px;
    padding: 0.75rem 0.25rem;
    font-weight: 700;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '+';
    flex: none;
    color: ${theme.colors.primary};
    font-size: 1.5rem;
    line-height: 1;
  }
  details[open] > summary::after {
    content: '−';
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  .answer p {
    margin: 0;
    padding: 0 0.25rem 1.25rem;
    color: ${theme.colors.textMuted};
  }
`;

/**
 * Six questions, each a native disclosure (`<details>`/`<summary>`): they open with or without JavaScript,
 * from the keyboard, and the browser's find-in-page opens the one holding the text. One name makes them an
 * exclusive accordion: opening one closes the other (browsers without it simply leave both open).
 */
export function Faq() {
  // One FAQ on a page; a fixed id reads the same in the server's HTML and the browser's render.
  const baseId = 'faq';
  return (
    <section css={sectionStyles} aria-labelledby={`${baseId}-title`}>
      <Container>
        <h2 id={`${baseId}-title`}>Frequently Asked Questions</h2>
        <div className="items">
          {FAQ_ITEMS.map((item) => (
            <details className="item" key={item.question} name={baseId}>
              <summary>
                <h3>{item.question}</h3>
              </summary>
              <div className="answer">
                <p>{item.answer}</p>
              </div>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
