export {
  registrationSchema,
  programField,
  graduationYearField,
  normalizeProgram,
  toFieldErrors,
  validate,
  validateField,
  GRADUATION_YEAR,
  type RegistrationInput,
  type RegistrationData,
  type RegistrationField,
  type ValidationResult,
} from './registration';
export { contactSchema, newsletterSchema, loginSchema, type ContactInput, type ContactData, type NewsletterData, type LoginData } from './contact';
export { emailField, phoneField, charCount, PHONE_ERROR, optionalText, requiredText, visibleText, type TextOptions } from './fields';
