import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { EmailText, PhoneLink, telHref } from './contact-links';

describe('contact links', () => {
  it('dials the digits of a number as written, with its leading +', () => {
    expect(telHref('98450 12345')).toBe('tel:9845012345');
    expect(telHref('+91 (984) 501-2345')).toBe('tel:+919845012345');
  });

  it('shows a phone number as a link to call it, and nothing without one', () => {
    renderWithTheme(
      <>
        <PhoneLink phone="98450 12345" label="Call Asha, 98450 12345" />
        <PhoneLink phone=" " />
      </>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Call Asha, 98450 12345' })).toHaveAttribute('href', 'tel:9845012345');
  });

  it('lets an email break only before the @ and after a dot, its text unchanged', () => {
    const { container } = renderWithTheme(<EmailText email="asha.rao@college.example.com" />);
    const email = container.querySelector('.email')!;
    expect(email).toHaveTextContent('asha.rao@college.example.com');
    expect(email.innerHTML).toBe('asha.<wbr>rao<wbr>@college.<wbr>example.<wbr>com');
  });
});
