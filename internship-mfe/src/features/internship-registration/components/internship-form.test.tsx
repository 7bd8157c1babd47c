import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { deferredReply, mockApi } from '@blueprint/shared/testing/mock-api';
import { createdReply } from '../../../testing/replies';
import { renderWithTheme } from '../../../testing/render';
import { ALREADY_REGISTERED_TEXT, InternshipForm, SUCCESS_TEXT, UNREACHABLE_TEXT } from './internship-form';

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const fullName = () => field(/full name/i);
const email = () => field(/^email/i);
const phone = () => field(/phone number/i);
const qualification = () => field(/qualification/i);
const college = () => field(/college\/university/i);
const year = () => screen.getByRole('spinbutton', { name: /graduation year/i });
const message = () => field(/message/i);
const program = () => screen.getByRole('combobox', { name: /program/i });
const submit = () => screen.getByRole('button', { name: /register now|submitting/i });

/** Pastes into a field: as a visitor's autofill would, and far quicker than typing each key. */
async function fill(user: UserEvent, control: HTMLElement, value: string) {
  await user.click(control);
  await user.paste(value);
}

async function fillValid(user: UserEvent) {
  await fill(user, fullName(), 'Asha Rao');
  await fill(user, email(), 'Asha@Example.com');
  await fill(user, phone(), '9876543210');
  await user.selectOptions(program(), 'Civil');
  await fill(user, qualification(), 'B.Tech');
  await fill(user, college(), 'RV College of Engineering');
  await fill(user, year(), '2025');
  await fill(user, message(), 'Interested in BIM.');
}

function expectInputKept() {
  expect(fullName()).toHaveValue('Asha Rao');
  expect(email()).toHaveValue('Asha@Example.com');
  expect(phone()).toHaveValue('9876543210');
  expect(program()).toHaveValue('Civil');
  expect(qualification()).toHaveValue('B.Tech');
  expect(college()).toHaveValue('RV College of Engineering');
  expect(year()).toHaveValue(2025);
  expect(message()).toHaveValue('Interested in BIM.');
}

/** The error text tied to a control through aria-describedby. */
function describedError(control: HTMLElement) {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
}

// A shared two-core machine makes user-event slow: room for the longest flows.
jest.setTimeout(20_000);

describe('InternshipForm', () => {
  it('has every field of the spec, required ones marked, with the spec placeholders', () => {
    renderWithTheme(<InternshipForm />);
    expect(screen.getByRole('heading', { name: 'Register for Internship' })).toBeInTheDocument();
    for (const control of [fullName(), email(), phone(), program(), qualification(), college(), year()]) {
      expect(control).toBeRequired();
    }
    expect(message()).not.toBeRequired();
    expect(phone()).toHaveAttribute('placeholder', expect.stringMatching(/^\d{10}$/));
    expect(qualification()).toHaveAttribute('placeholder', 'e.g. B.Tech, BCA, MCA');
    expect(
      within(program())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['IT', 'Civil', 'Mechanical', 'Other']);
    expect(program()).toHaveValue('IT');
    expect(year()).toHaveAttribute('min', '2000');
    expect(year()).toHaveAttribute('max', '2030');
    // The * is shown next to each required label (and hidden from screen readers, which read "required").
    expect(screen.getByText('Full Name').parentElement).toHaveTextContent('Full Name *');
    expect(screen.getByText('Message').parentElement).not.toHaveTextContent('*');
    expect(submit()).toHaveTextContent('Register Now');
  });

  it('keeps only digits in the phone number, ten at most, as the visitor types or pastes', async () => {
    const { user } = renderWithTheme(<InternshipForm />);
    await user.type(phone(), '98a76-54 3210999');
    expect(phone()).toHaveValue('9876543210');
    await user.clear(phone());
    await user.click(phone());
    await user.paste('+91 98765 43210');
    expect(phone()).toHaveValue('9876543210');
  });

  it('checks the email when it loses focus, shows the error below it and ties it to the field', async () => {
    const { user } = renderWithTheme(<InternshipForm />);
    await user.type(email(), 'asha@');
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(describedError(email())).toBe('Invalid email format');
    await user.type(email(), 'example.com');
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Invalid email format')).not.toBeInTheDocument();
  });

  it('checks the phone when it loses focus', async () => {
    const { user } = renderWithTheme(<InternshipForm />);
    await user.type(phone(), '98765');
    await user.tab();
    expect(phone()).toHaveAttribute('aria-invalid', 'true');
    expect(describedError(phone())).toBe('Phone number must be 10 digits');
  });

  it('sends nothing while a field is invalid, shows every error and moves focus to the first one', async () => {
    const requests = mockApi(createdReply);
    const { user } = renderWithTheme(<InternshipForm />);
    await user.type(email(), 'asha@example.com');
    await user.click(submit());
    expect(requests).toHaveLength(0);
    expect(describedError(fullName())).toMatch(/full name/i);
    expect(describedError(phone())).toBe('Phone number must be 10 digits');
    expect(describedError(qualification())).toMatch(/qualification/i);
    expect(describedError(college())).toMatch(/college/i);
    expect(describedError(year())).toMatch(/graduation year/i);
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    expect(message()).toHaveAttribute('aria-invalid', 'false');
    expect(fullName()).toHaveFocus();
  });

  it.each(['1999', '2031'])('refuses graduation year %s', async (value) => {
    const requests = mockApi(createdReply);
    const { user } = renderWithTheme(<InternshipForm />);
    await fillValid(user);
    await user.clear(year());
    await user.type(year(), value);
    await user.click(submit());
    expect(requests).toHaveLength(0);
    expect(describedError(year())).toBe('Graduation year must be a year from 2000 to 2030');
    expect(year()).toHaveFocus();
  });

  it('posts the registration, shows Submitting... while busy, then the success message, a reset form and IT', async () => {
    const reply = deferredReply();
    const requests = mockApi(() => reply.promise);
    const { user } = renderWithTheme(<InternshipForm />);
    await fillValid(user);
    await user.click(submit());

    expect(submit()).toBeDisabled();
    expect(submit()).toHaveTextContent('Submitting...');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/internships' });
    expect(requests[0]?.body).toEqual({
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      program: 'Civil',
      course: '',
      qualification: 'B.Tech',
      college: 'RV College of Engineering',
      graduationYear: 2025,
      message: 'Interested in BIM.',
    });

    await act(async () => reply.release(createdReply(requests[0]?.body)));
    expect(await screen.findByRole('status')).toHaveTextContent(SUCCESS_TEXT);
    for (const control of [fullName(), email(), phone(), qualification(), college(), message()])
      expect(control).toHaveValue('');
    expect(year()).toHaveValue(null);
    expect(program()).toHaveValue('IT');
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveTextContent('Register Now');
  });

  it('sends once when the button is double-clicked', async () => {
    const reply = deferredReply();
    const requests = mockApi(() => reply.promise);
    const { user } = renderWithTheme(<InternshipForm />);
    await fillValid(user);
    await user.dblClick(submit());
    await user.keyboard('{Enter}');
    expect(requests).toHaveLength(1);
    await act(async () => reply.release(createdReply(requests[0]?.body)));
    await screen.findByText(SUCCESS_TEXT);
    expect(requests).toHaveLength(1);
  });

  it('shows Email Already Registered on a 409 and keeps everything typed', async () => {
    mockApi(() => ({ status: 409, data: { message: 'This email is already registered' } }));
    const { user } = renderWithTheme(<InternshipForm />);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(ALREADY_REGISTERED_TEXT);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expectInputKept();
  });

  it("shows a 400's field errors on their fields and keeps everything typed", async () => {
    mockApi(() => ({
      status: 400,
      data: {
        message: 'Validation failed',
        errors: [
          { field: 'college', msg: 'College/University must be at most 200 characters' },
          { field: 'body', msg: 'Unexpected field' },
        ],
      },
    }));
    const { user } = renderWithTheme(<InternshipForm />);
    await fillValid(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please correct the highlighted fields and submit again.');
    expect(alert).toHaveTextContent('Unexpected field');
    expect(describedError(college())).toBe('College/University must be at most 200 characters');
    expect(college()).toHaveFocus();
    expectInputKept();
  });

  it.each([
    ['a network failure', 'network-error' as const],
    ['a 500', { status: 500, data: { message: 'Internal Server Error' } }],
    ['a 503', { status: 503, data: 'Service Unavailable' }],
  ])(
    'says the server could not be reached after %s, keeps the input, and a retry can succeed',
    async (_name, failure) => {
      let calls = 0;
      const requests = mockApi((request) => (++calls === 1 ? failure : createdReply(request.body)));
      const { user } = renderWithTheme(<InternshipForm />);
      await fillValid(user);
      await user.click(submit());
      expect(await screen.findByRole('alert')).toHaveTextContent(UNREACHABLE_TEXT);
      expect(screen.getByRole('alert')).not.toHaveTextContent(ALREADY_REGISTERED_TEXT);
      expectInputKept();
      await user.click(submit());
      expect(await screen.findByRole('status')).toHaveTextContent(SUCCESS_TEXT);
      expect(screen.getByRole('alert')).toHaveTextContent('');
      expect(requests).toHaveLength(2);
    },
  );

  it('asks to wait after a 429 and keeps the input', async () => {
    mockApi(() => ({ status: 429, data: { message: 'Too many requests' } }));
    const { user } = renderWithTheme(<InternshipForm />);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/too many attempts.*wait a minute/i);
    expectInputKept();
  });

  it('starts with the program a link chose, and a later link changes only the program', async () => {
    const { user, rerender } = renderWithTheme(<InternshipForm program="Mechanical" selectionKey="a" />);
    expect(program()).toHaveValue('Mechanical');
    await user.type(fullName(), 'Asha Rao');
    rerender(<InternshipForm program="Civil" selectionKey="b" />);
    expect(program()).toHaveValue('Civil');
    expect(fullName()).toHaveValue('Asha Rao');
  });

  it('sends the chosen course while the program is IT, and names it', async () => {
    const requests = mockApi(createdReply);
    const { user } = renderWithTheme(
      <InternshipForm program="IT" course="java-fullstack" courseTitle="Java Fullstack Development" selectionKey="a" />,
    );
    expect(screen.getByText('Java Fullstack Development')).toBeInTheDocument();
    await fillValid(user);
    await user.selectOptions(program(), 'IT');
    await user.click(submit());
    await screen.findByText(SUCCESS_TEXT);
    expect(requests[0]?.body).toMatchObject({ program: 'IT', course: 'java-fullstack' });
  });

  it('leaves the IT course out when the visitor picks another program', async () => {
    const requests = mockApi(createdReply);
    const { user } = renderWithTheme(
      <InternshipForm program="IT" course="ai-ml" courseTitle="AI & Machine Learning" selectionKey="a" />,
    );
    await fillValid(user);
    expect(screen.queryByText('AI & Machine Learning')).not.toBeInTheDocument();
    await user.click(submit());
    await screen.findByText(SUCCESS_TEXT);
    expect(requests[0]?.body).toMatchObject({ program: 'Civil', course: '' });
  });
});
