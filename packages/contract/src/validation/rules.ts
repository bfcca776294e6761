import { string } from 'yup';
import { VALIDATION_MESSAGES as messages } from './messages.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_NUMBER_MAX_LENGTH = 12;
/** Every e-mailed code (sign-up, password reset, e-mail change, sign-in) has this many digits. */
export const OTP_LENGTH = 6;
/** A code may be resent to an address no sooner than this after the previous one (the server refuses with 429). */
export const RESEND_COOLDOWN_MS = 60_000;
export const NAME_MAX_LENGTH = 150;
export const GENDERS = ['M', 'F'] as const;
export type Gender = (typeof GENDERS)[number];

/** Letters, digits and the specials @ $ ! % * ? & # ; : , with one of each kind, at least 8 long. */
export const STRONG_PASSWORD_PATTERN =
  /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&#;:,])[A-Za-z\d@$!%*?&#;:,]{8,}$/;

export const requiredText = () => string().trim().required(messages.required);

export const email = () =>
  string()
    .trim()
    .lowercase()
    .max(254, messages.emailInvalid)
    .email(messages.emailInvalid)
    .required(messages.emailRequired);

/** A password being checked against an account: only its presence and length are rules. */
export const password = () =>
  string().required(messages.required).min(PASSWORD_MIN_LENGTH, messages.passwordTooShort).max(128);

/** A password being chosen: it must also be strong. */
export const newPassword = () => password().matches(STRONG_PASSWORD_PATTERN, messages.passwordTooWeak);

export const otpCode = () =>
  string()
    .trim()
    .required(messages.required)
    .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), messages.otpInvalid);

/** A code only some logins need (login_code_required); left out or blank, it is not given. */
export const optionalOtpCode = () =>
  string()
    .trim()
    .optional()
    .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), { message: messages.otpInvalid, excludeEmptyString: true });

export const gender = () => string().required(messages.required).oneOf(GENDERS, messages.genderInvalid);

export const countryCode = () =>
  string()
    .trim()
    .uppercase()
    .required(messages.required)
    .matches(/^[A-Z]{2}$/, messages.countryInvalid);

/** The number the shopper types beside the read-only dial code. */
export const localPhoneNumber = () =>
  string()
    .trim()
    .required(messages.required)
    .max(PHONE_NUMBER_MAX_LENGTH, messages.phoneTooLong)
    .matches(/^\d+$/, messages.phoneDigitsOnly);
