/**
 * Validation rules of spec section 5, written once for both halves. Messages are i18n keys
 * (`validation.*`); the browser translates them, the server sends them as they are.
 */
export const messages = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  /** More characters than the field takes; the form fills in the field's limit ({{max}}). */
  tooLong: 'validation.tooLong',
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  passwordRequired: 'validation.passwordRequired',
  confirmPasswordRequired: 'validation.confirmPasswordRequired',
  passwordsMustMatch: 'validation.passwordsMustMatch',
  passwordRequirements: 'validation.passwordRequirements',
  nameRequired: 'validation.nameRequired',
  phoneInvalid: 'validation.phoneInvalid',
  managerCompanyRequired: 'validation.managerCompanyRequired',
  managerPhoneRequired: 'validation.managerPhoneRequired',
  codeRequired: 'validation.codeRequired',
  codeInvalid: 'validation.codeInvalid',
  controlCharacters: 'protection.controlCharacters',
} as const;
