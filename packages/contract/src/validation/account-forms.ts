import { type InferType, object, ref, string } from 'yup';
import { VALIDATION_MESSAGES as messages } from './messages.js';
import {
  countryCode,
  email,
  gender,
  localPhoneNumber,
  NAME_MAX_LENGTH,
  newPassword,
  optionalOtpCode,
  password,
  requiredText,
} from './rules.js';

/** The forms, with the field names the screens use. */

const confirmationOf = (field: string) =>
  string()
    .required(messages.required)
    .oneOf([ref(field)], messages.passwordsMustMatch);

/** The country and its dial code have no default here: the shop's form starts them at its own country. */
export const registrationFormSchema = object({
  firstName: requiredText().max(NAME_MAX_LENGTH),
  lastName: requiredText().max(NAME_MAX_LENGTH),
  email: email(),
  Gender: gender(),
  country: countryCode(),
  callCode: requiredText(),
  phoneNumber: localPhoneNumber(),
  password: newPassword(),
  passwordConfirmation: confirmationOf('password'),
});
export type RegistrationForm = InferType<typeof registrationFormSchema>;

export const loginFormSchema = object({ email: email(), password: password(), otp: optionalOtpCode() });
export type LoginForm = InferType<typeof loginFormSchema>;

export const forgotPasswordFormSchema = object({ email: email() });
export type ForgotPasswordForm = InferType<typeof forgotPasswordFormSchema>;

export const changePasswordFormSchema = object({
  old_password: newPassword(),
  new_password: newPassword(),
  new_password_confirm: confirmationOf('new_password'),
});
export type ChangePasswordForm = InferType<typeof changePasswordFormSchema>;

export const resetPasswordFormSchema = object({
  password: newPassword(),
  confirm_Password: confirmationOf('password'),
});
export type ResetPasswordForm = InferType<typeof resetPasswordFormSchema>;

export const profileFormSchema = object({
  name: string().trim().max(NAME_MAX_LENGTH).optional(),
  // Left out, it stays; given, it must be an address (a blank one is not).
  email: string()
    .trim()
    .lowercase()
    .min(3, messages.emailInvalid)
    .max(254, messages.emailInvalid)
    .email(messages.emailInvalid)
    .optional(),
  address: string().trim().max(255).optional(),
  city: string().trim().max(100).optional(),
  zipcode: string().trim().max(20).optional(),
});
export type ProfileForm = InferType<typeof profileFormSchema>;

export const FEEDBACK_MAX_LENGTH = 2000;
export const feedbackFormSchema = object({ message: requiredText().max(FEEDBACK_MAX_LENGTH) });
export type FeedbackForm = InferType<typeof feedbackFormSchema>;
