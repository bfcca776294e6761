import { describe, expect, it } from 'vitest';
import { registrationFormSchema } from './account-forms.js';
import { signupPayloadSchema, toSignupPayload, verifyEmailPayloadSchema } from './account-payloads.js';
import { VALIDATION_MESSAGES as messages } from './messages.js';

describe('sign-up payload', () => {
  it('joins the names and prefixes the dial code, dropping a trunk zero', async () => {
    const form = await registrationFormSchema.validate({
      firstName: ' Amina ',
      lastName: 'Bello',
      email: 'amina@example.com',
      Gender: 'F',
      country: 'NG',
      callCode: '+234',
      phoneNumber: '08021234567',
      password: 'Farm#2026ok',
      passwordConfirmation: 'Farm#2026ok',
    });
    const payload = toSignupPayload(form);
    expect(payload).toEqual({
      name: 'Amina Bello',
      email: 'amina@example.com',
      gender: 'F',
      country: 'NG',
      phone_number: '+2348021234567',
      password: 'Farm#2026ok',
    });
    await expect(signupPayloadSchema.validate(payload)).resolves.toEqual(payload);
  });

  it('refuses a two-letter country it cannot read and a phone without its dial code', async () => {
    await expect(signupPayloadSchema.validateAt('country', { country: 'Nigeria' })).rejects.toThrow(
      messages.countryInvalid,
    );
    await expect(
      signupPayloadSchema.validateAt('phone_number', { phone_number: '08021234567' }),
    ).rejects.toThrow(messages.phoneDigitsOnly);
  });
});

describe('verify-email payload', () => {
  it('takes exactly six digits', async () => {
    await expect(verifyEmailPayloadSchema.validate({ email: 'a@b.co', otp_code: '123456' })).resolves.toEqual(
      { email: 'a@b.co', otp_code: '123456' },
    );
    await expect(verifyEmailPayloadSchema.validate({ email: 'a@b.co', otp_code: '12345' })).rejects.toThrow(
      messages.otpInvalid,
    );
    await expect(verifyEmailPayloadSchema.validate({ email: 'a@b.co', otp_code: '12345a' })).rejects.toThrow(
      messages.otpInvalid,
    );
  });
});
