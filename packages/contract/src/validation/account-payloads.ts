import { type InferType, object, ref, string } from 'yup';
import type { RegistrationForm } from './account-forms.js';
import { VALIDATION_MESSAGES as messages } from './messages.js';
import {
  countryCode,
  email,
  gender,
  NAME_MAX_LENGTH,
  newPassword,
  optionalOtpCode,
  otpCode,
  password,
  requiredText,
} from './rules.js';

/** The request bodies of the `accounts/` calls, validated by the API with these schemas. */

export const signupPayloadSchema = object({
  name: requiredText().max(NAME_MAX_LENGTH * 2 + 1),
  email: email(),
  gender: gender(),
  country: countryCode(),
  phone_number: requiredText().matches(/^\+\d{6,16}$/, messages.phoneDigitsOnly),
  password: newPassword(),
});
export type SignupPayload = InferType<typeof signupPayloadSchema>;

/** The name is first and last name joined by a space, the phone the dial code then the number. */
export function toSignupPayload(form: RegistrationForm): SignupPayload {
  return {
    name: `${form.firstName.trim()} ${form.lastName.trim()}`,
    email: form.email,
    gender: form.Gender,
    country: form.country,
    phone_number: `${form.callCode}${form.phoneNumber.replace(/^0+/, '')}`,
    password: form.password,
  };
}

export const loginPayloadSchema = object({ email: email(), password: password(), otp: optionalOtpCode() });
export type LoginPayload = InferType<typeof loginPayloadSchema>;

export const verifyEmailPayloadSchema = object({ email: email(), otp_code: otpCode() });
export type VerifyEmailPayload = InferType<typeof verifyEmailPayloadSchema>;

export const emailPayloadSchema = object({ email: email() });
export type EmailPayload = InferType<typeof emailPayloadSchema>;

export const resetPasswordVerifyPayloadSchema = object({ email: email(), otp: otpCode() });
export type ResetPasswordVerifyPayload = InferType<typeof resetPasswordVerifyPayloadSchema>;

export const resetPasswordConfirmPayloadSchema = object({
  email: email(),
  otp: otpCode(),
  password: newPassword(),
});
export type ResetPasswordConfirmPayload = InferType<typeof resetPasswordConfirmPayloadSchema>;

export const changePasswordPayloadSchema = object({
  oldPassword: password(),
  newPassword: newPassword(),
  newPasswordConfirm: string()
    .required(messages.required)
    .oneOf([ref('newPassword')], messages.passwordsMustMatch),
});
export type ChangePasswordPayload = InferType<typeof changePasswordPayloadSchema>;

export const refreshPayloadSchema = object({ refresh: string().trim().max(512).optional() });
export type RefreshPayload = InferType<typeof refreshPayloadSchema>;

export const changeEmailPayloadSchema = object({ email: email(), password: password() });
export type ChangeEmailPayload = InferType<typeof changeEmailPayloadSchema>;

export const confirmEmailChangePayloadSchema = object({ otp: otpCode() });
export type ConfirmEmailChangePayload = InferType<typeof confirmEmailChangePayloadSchema>;
