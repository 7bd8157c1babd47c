import { css, type Theme } from '@emotion/react';
import { Container } from '@blueprint/shared/ui/layout';
import { useState } from 'react';
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
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  h3 button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    width: 100%;
    min-height: 56px;
    padding: 0.75rem 0.25rem;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    font-weight: 700;
    text-align: left;
    cursor: pointer;
  }
  h3 button::after {
    content: '+';
    flex: none;
    color: ${theme.colors.primary};
    font-size: 1.5rem;
    line-height: 1;
  }
  h3 button[aria-expanded='true']::after {
    content: '−';
  }
  .answer p {
    margin: 0;
    padding: 0 0.25rem 1.25rem;
    color: ${theme.colors.textMuted};
  }
`;

/** Six questions as disclosure buttons: one answer open at a time, and the open one closes again. */
export function Faq() {
  const [open, setOpen] = useState<number | null>(null);
  // One FAQ on a page; a fixed id reads the same in the server's HTML and the browser's render.
  const baseId = 'faq';
  return (
    <section css={sectionStyles} aria-labelledby={`${baseId}-title`}>
      <Container>
        <h2 id={`${baseId}-title`}>Frequently Asked Questions</h2>
        <div className="items">
          {FAQ_ITEMS.map((item, i) => {
            const expanded = open === i;
            return (
              <div className="item" key={item.question}>
                <h3>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={`${baseId}-answer-${i}`}
                    onClick={() => setOpen(expanded ? null : i)}
                  >
                    {item.question}
                  </button>
                </h3>
                <div className="answer" id={`${baseId}-answer-${i}`} hidden={!expanded}>
                  <p>{item.answer}</p>
                </div>
              </div>
            );
          })}
        </div>
      </Container>
    </section>
  );
}
