import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  changePasswordFormSchema,
  loginFormSchema,
  profileFormSchema,
  type RegistrationForm,
  registrationFormSchema,
  resetPasswordFormSchema,
} from './account-forms.js';
import { VALIDATION_MESSAGES as messages } from './messages.js';

const validRegistration: RegistrationForm = {
  firstName: 'Amina',
  lastName: 'Bello',
  email: 'Amina.Bello@example.com',
  Gender: 'F',
  country: 'NG',
  callCode: '+234',
  phoneNumber: '8021234567',
  password: 'Farm#2026ok',
  passwordConfirmation: 'Farm#2026ok',
};

/** The message of each invalid field, as a form shows them. */
async function fieldErrors(
  schema: { validate(value: unknown, options: object): Promise<unknown> },
  value: unknown,
) {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const firstMessages: Record<string, string> = {};
    for (const issue of error.inner) firstMessages[issue.path ?? ''] ??= issue.message;
    return firstMessages;
  }
}

describe('registration form', () => {
  it('accepts a complete form and normalises the e-mail', async () => {
    const form = await registrationFormSchema.validate(validRegistration);
    expect(form.email).toBe('amina.bello@example.com');
  });

  it('asks for every required field with the spec messages', async () => {
    expect(await fieldErrors(registrationFormSchema, {})).toMatchObject({
      firstName: messages.required,
      lastName: messages.required,
      email: messages.emailRequired,
      Gender: messages.required,
      phoneNumber: messages.required,
      password: messages.required,
      passwordConfirmation: messages.required,
    });
  });

  it("holds no shop's country: the form starts at its own, and a missing one is required", async () => {
    expect(registrationFormSchema.getDefault()).toMatchObject({ country: undefined, callCode: undefined });
    const { country, callCode, ...rest } = validRegistration;
    expect(await fieldErrors(registrationFormSchema, rest)).toEqual({
      country: messages.required,
      callCode: messages.required,
    });
    await expect(
      registrationFormSchema.validate({ ...validRegistration, country: 'gh', callCode: '+233' }),
    ).resolves.toMatchObject({ country: 'GH', callCode: '+233' });
  });

  it.each([
    ['email', 'amina@', messages.emailInvalid],
    ['phoneNumber', '8021234567890', messages.phoneTooLong],
    ['phoneNumber', '802-123', messages.phoneDigitsOnly],
    ['Gender', 'X', messages.genderInvalid],
    ['password', 'Farm#26', messages.passwordTooShort],
    ['password', 'farmfarm#2026', messages.passwordTooWeak],
    ['password', 'FARMFARM#2026', messages.passwordTooWeak],
    ['password', 'FarmFarm#Farm', messages.passwordTooWeak],
    ['password', 'FarmFarm2026', messages.passwordTooWeak],
    ['password', 'Farm 2026#ok', messages.passwordTooWeak],
  ])('rejects %s %j with %j', async (field, value, message) => {
    const errors = await fieldErrors(registrationFormSchema, { ...validRegistration, [field]: value });
    expect(errors[field]).toBe(message);
  });

  it.each(['@', '$', '!', '%', '*', '?', '&', '#', ';', ':', ','])(
    'accepts the special %s',
    async (special) => {
      const password = `Farm2026${special}`;
      await expect(
        registrationFormSchema.validate({ ...validRegistration, password, passwordConfirmation: password }),
      ).resolves.toMatchObject({ password });
    },
  );

  it('requires the confirmation to match', async () => {
    const errors = await fieldErrors(registrationFormSchema, {
      ...validRegistration,
      passwordConfirmation: 'Farm#2026no',
    });
    expect(errors).toEqual({ passwordConfirmation: messages.passwordsMustMatch });
  });
});

describe('password forms', () => {
  it('login needs a valid e-mail and an 8-character password, not a strong one', async () => {
    expect(await fieldErrors(loginFormSchema, { email: 'a@b.co', password: 'short' })).toEqual({
      password: messages.passwordTooShort,
    });
    await expect(loginFormSchema.validate({ email: 'a@b.co', password: 'longenough' })).resolves.toEqual({
      email: 'a@b.co',
      password: 'longenough',
    });
  });

  it('change password needs strong passwords and a matching confirmation', async () => {
    expect(
      await fieldErrors(changePasswordFormSchema, {
        old_password: 'Old#Pass1',
        new_password: 'weakweakweak',
        new_password_confirm: 'other',
      }),
    ).toEqual({ new_password: messages.passwordTooWeak, new_password_confirm: messages.passwordsMustMatch });
  });

  it('reset password compares confirm_Password with password', async () => {
    expect(
      await fieldErrors(resetPasswordFormSchema, { password: 'New#Pass1', confirm_Password: 'New#Pass2' }),
    ).toEqual({
      confirm_Password: messages.passwordsMustMatch,
    });
  });
});

describe('profile form', () => {
  it('requires nothing but checks an e-mail when given', async () => {
    await expect(profileFormSchema.validate({})).resolves.toEqual({});
    expect(await fieldErrors(profileFormSchema, { email: 'nope' })).toEqual({ email: messages.emailInvalid });
  });
});
