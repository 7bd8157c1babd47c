import { css } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { pageNonce } from './style-cache';
import { ThemeProvider } from './theme-provider';

afterEach(() => {
  document.head.innerHTML = '';
});

function pageWithNonce(nonce: string) {
  const script = document.createElement('script');
  script.setAttribute('nonce', nonce);
  document.head.append(script);
}

describe('the page style cache', () => {
  it('writes every style element with the nonce the page’s scripts carry', () => {
    pageWithNonce('n0nce');
    render(
      <ThemeProvider>
        <p css={css({ color: 'rebeccapurple' })}>styled</p>
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByText('styled')).color).toBe('rgb(102, 51, 153)');
    const styles = [...document.head.querySelectorAll('style[data-emotion]')];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('n0nce');
  });

  it('has no nonce on a page served without one (a dev server)', () => {
    expect(pageNonce()).toBeUndefined();
  });
});
