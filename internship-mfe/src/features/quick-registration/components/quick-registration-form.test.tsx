import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { deferredReply, mockApi, type MockReply } from '@blueprint/shared/testing/mock-api';
import { createdReply } from '../../../testing/replies';
import { renderWithTheme } from '../../../testing/render';
import { DUPLICATE_TEXT, QuickRegistrationForm, SUCCESS_TEXT } from './quick-registration-form';

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const fullName = () => field(/full name/i);
const email = () => field(/^email/i);
const phone = () => field(/phone number/i);
const qualification = () => field(/qualification/i);
const college = () => field(/college\/university/i);
const year = () => screen.getByRole('spinbutton', { name: /graduation year/i });
const program = () => screen.getByRole('combobox', { name: /program/i });
const course = () => screen.getByRole('combobox', { name: /course/i });
const submit = () => screen.getByRole('button', { name: /register now|submitting/i });

function describedError(control: HTMLElement) {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
}

async function fill(user: UserEvent, control: HTMLElement, value: string) {
  await user.click(control);
  await user.paste(value);
}

async function fillValid(user: UserEvent, overrides: { email?: string; phone?: string } = {}) {
  await fill(user, fullName(), 'Ravi Kumar');
  await fill(user, email(), overrides.email ?? 'ravi@example.com');
  await fill(user, phone(), overrides.phone ?? '9123456780');
  await user.selectOptions(course(), 'java-fullstack');
  await fill(user, qualification(), 'BCA');
  await fill(user, college(), 'Bangalore University');
  await fill(user, year(), '2026');
}

async function submitWith(reply: MockReply) {
  const requests = mockApi(() => reply);
  const { user } = renderWithTheme(<QuickRegistrationForm />);
  await fillValid(user);
  await user.click(submit());
  return { requests, user, alert: await screen.findByRole('alert', {}, { timeout: 3000 }) };
}

jest.setTimeout(20_000);

describe('QuickRegistrationForm (main-site form)', () => {
  afterEach(() => window.localStorage.clear());

  it('starts with program IT and the IT courses, and offers each program its own courses', async () => {
    const { user } = renderWithTheme(<QuickRegistrationForm />);
    expect(program()).toHaveValue('IT');
    expect(
      within(course())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not decided yet', 'AI & Machine Learning', 'Data Science', 'Java Fullstack', 'Python Fullstack']);
    await user.selectOptions(course(), 'data-science');
    await user.selectOptions(program(), 'Civil');
    expect(course()).toHaveValue('');
    expect(
      within(course())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('BIM Construction');
  });

  it("refuses an email that is not an address: 'Invalid email format', and sends nothing", async () => {
    const requests = mockApi(createdReply);
    const { user } = renderWithTheme(<QuickRegistrationForm />);
    await fillValid(user, { email: 'ravi at example.com' });
    await user.click(submit());
    expect(describedError(email())).toBe('Invalid email format');
    expect(email()).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it("refuses a phone that is not 10 digits: 'Phone number must be 10 digits', and sends nothing", async () => {
    const requests = mockApi(createdReply);
    const { user } = renderWithTheme(<QuickRegistrationForm />);
    await fillValid(user, { phone: '91234' });
    await user.click(submit());
    expect(describedError(phone())).toBe('Phone number must be 10 digits');
    expect(requests).toHaveLength(0);
  });

  it('clears and recomputes the errors on each submit, and sends once they are gone', async () => {
    const requests = mockApi(createdReply);
    const { user } = renderWithTheme(<QuickRegistrationForm />);
    await fillValid(user, { email: 'ravi@', phone: '91234' });
    await user.click(submit());
    expect(describedError(email())).toBe('Invalid email format');
    expect(describedError(phone())).toBe('Phone number must be 10 digits');

    // Emptying the name shows nothing yet: errors are recomputed on submit.
    await user.clear(fullName());
    expect(fullName()).toHaveAttribute('aria-invalid', 'false');
    await user.click(submit());
    expect(describedError(fullName())).toMatch(/full name is required/i);
    expect(requests).toHaveLength(0);

    await fill(user, fullName(), 'Ravi Kumar');
    await fill(user, email(), 'example.com');
    await fill(user, phone(), '67890');
    await user.click(submit());
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    expect(phone()).toHaveAttribute('aria-invalid', 'false');
    expect(fullName()).toHaveAttribute('aria-invalid', 'false');
    expect(await screen.findByRole('status')).toHaveTextContent(SUCCESS_TEXT);
    expect(requests).toHaveLength(1);
  });

  it('posts to /api/register, shows Submitting... while busy, then success and an empty form', async () => {
    const reply = deferredReply();
    const requests = mockApi(() => reply.promise);
    const { user } = renderWithTheme(<QuickRegistrationForm />);
    await fillValid(user);
    await user.dblClick(submit());
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveTextContent('Submitting...');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/register' });
    expect(requests[0]?.body).toEqual({
      fullName: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '9123456780',
      program: 'IT',
      course: 'java-fullstack',
      qualification: 'BCA',
      college: 'Bangalore University',
      graduationYear: 2026,
      message: '',
    });
    await act(async () => reply.release(createdReply(requests[0]?.body)));
    expect(await screen.findByRole('status')).toHaveTextContent(SUCCESS_TEXT);
    expect(fullName()).toHaveValue('');
    expect(course()).toHaveValue('');
    expect(requests).toHaveLength(1);
  });

  it('attaches the bearer token stored under "token", and none when there is none', async () => {
    const requests = mockApi(createdReply);
    const { user, unmount } = renderWithTheme(<QuickRegistrationForm />);
    await fillValid(user);
    await user.click(submit());
    await screen.findByText(SUCCESS_TEXT);
    expect(requests[0]?.headers.authorization).toBeUndefined();
    unmount();

    window.localStorage.setItem('token', 'visitor-token');
    const second = renderWithTheme(<QuickRegistrationForm />);
    await fillValid(second.user);
    await second.user.click(submit());
    await screen.findByText(SUCCESS_TEXT);
    expect(requests[1]?.headers.authorization).toBe('Bearer visitor-token');
  });

  it("shows 'This email is already registered' on a 409, on the email field too, and keeps the input", async () => {
    const { alert } = await submitWith({ status: 409, data: { message: 'This email is already registered' } });
    expect(alert).toHaveTextContent(DUPLICATE_TEXT);
    expect(describedError(email())).toBe(DUPLICATE_TEXT);
    expect(email()).toHaveValue('ravi@example.com');
    expect(fullName()).toHaveValue('Ravi Kumar');
  });

  it("joins a server errors list with ', ' and puts each on its field", async () => {
    const { alert } = await submitWith({
      status: 400,
      data: {
        message: 'Validation failed',
        errors: [
          { field: 'college', msg: 'College/University must be at most 200 characters' },
          { field: 'body', message: 'Body must be JSON' },
        ],
      },
    });
    expect(alert).toHaveTextContent('College/University must be at most 200 characters, Body must be JSON');
    expect(describedError(college())).toBe('College/University must be at most 200 characters');
    expect(college()).toHaveValue('Bangalore University');
  });

  it("says 'Validation failed' when the errors list has no text", async () => {
    const { alert } = await submitWith({ status: 400, data: { message: 'Bad', errors: [] } });
    expect(alert).toHaveTextContent(/^Validation failed$/);
  });

  it("uses the server's message when there is no errors list", async () => {
    const { alert } = await submitWith({ status: 429, data: { message: 'Too many requests, please slow down' } });
    expect(alert).toHaveTextContent(/^Too many requests, please slow down$/);
  });

  it("uses the transport's message when the server sent no message", async () => {
    const { alert } = await submitWith({ status: 502, data: '<html>Bad gateway</html>' });
    expect(alert).toHaveTextContent(/^Request failed with status code 502$/);
  });

  it('uses the transport message when the server cannot be reached, and keeps the input', async () => {
    const { alert } = await submitWith('network-error');
    expect(alert).toHaveTextContent(/^Network Error$/);
    expect(fullName()).toHaveValue('Ravi Kumar');
    expect(phone()).toHaveValue('9123456780');
    expect(submit()).toBeEnabled();
  });
});
