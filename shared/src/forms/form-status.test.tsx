import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '../theme/theme-provider';
import { FormStatus } from './form-status';

const show = (ui: ReactElement) => render(<ThemeProvider>{ui}</ThemeProvider>);

describe('FormStatus', () => {
  it('keeps both live regions in the page, empty, until there is something to say', () => {
    show(<FormStatus outcome={{ kind: 'idle' }} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("takes focus as the page loads when the page was rendered with its confirmation (the server's HTML says autofocus)", () => {
    const html = renderToString(
      <ThemeProvider>
        <FormStatus
          id="registration-status"
          outcome={{ kind: 'success', message: 'Registration successful!' }}
          focusOnLoad
        />
      </ThemeProvider>,
    );
    expect(html).toMatch(/<div id="registration-status" tabindex="-1" autofocus=""/);
  });

  it('says a failure with its second line in the alert', () => {
    show(<FormStatus outcome={{ kind: 'error', message: 'Please correct the fields', detail: 'Body must be JSON' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fieldsBody must be JSON');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows no region at all, when not persistent, until one has words', () => {
    const { rerender } = show(<FormStatus outcome={{ kind: 'idle' }} persistent={false} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(
      <ThemeProvider>
        <FormStatus outcome={{ kind: 'error', message: 'Invalid credentials' }} persistent={false} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials');
  });
});
