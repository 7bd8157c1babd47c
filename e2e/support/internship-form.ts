// The internship registration form as a student fills it in, for the browser tests that send one.
import type { Page } from '@playwright/test';

export const internshipForm = (page: Page) => page.getByRole('form', { name: 'Register for Internship' });

/** Fills every required field: Asha Rao, a Civil B.E. at RV College of Engineering, with `email`. */
export async function fillInternship(page: Page, email: string) {
  const form = internshipForm(page);
  await form.getByRole('textbox', { name: /full name/i }).fill('Asha Rao');
  await form.getByRole('textbox', { name: /^email/i }).fill(email);
  await form.getByRole('textbox', { name: /phone number/i }).fill('9876543210');
  await form.getByRole('combobox', { name: /program/i }).selectOption('Civil');
  await form.getByRole('textbox', { name: /qualification/i }).fill('B.E. Civil');
  await form.getByRole('textbox', { name: /college\/university/i }).fill('RV College of Engineering');
  await form.getByRole('spinbutton', { name: /graduation year/i }).fill('2025');
}
