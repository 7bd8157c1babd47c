/**
 * @jest-environment node
 */
// The server render's side of the style cache: emotion's server build, as the builds' prerender and the page
// server run it.
import { css } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from './theme-provider';

describe('the style cache of a server render', () => {
  it('writes no vendor prefixes', () => {
    const html = renderToString(
      <ThemeProvider>
        <p css={css({ display: 'flex', alignItems: 'center', userSelect: 'none' })}>styled</p>
      </ThemeProvider>,
    );
    const rule = html.match(/\.css-[\w-]+\{[^}]*\}/)?.[0];
    expect(rule).toMatch(/\{display:flex;align-items:center;user-select:none;\}$/);
  });

  it('writes a rule that several elements share once', () => {
    const box = css({ maxWidth: 1200 });
    const html = renderToString(
      <ThemeProvider>
        <p css={box}>one</p>
        <div>
          <p css={box}>two</p>
        </div>
      </ThemeProvider>,
    );
    expect(html.match(/max-width:1200px/g)).toHaveLength(1);
  });
});
