import { emailHtml, escapeHtml } from '../mail/email-html.js';
import type { MailMessage } from '../mail/mail-message.js';

/** The account e-mails, in plain text and HTML. Codes lead the subject so they show in notifications. */
export function accountEmails(shopName: string) {
  return {
    verificationCode: (to: string, code: string) =>
      message(to, `${code} is your ${shopName} verification code`, shopName, [
        'Welcome! Enter this code to verify your e-mail address and finish creating your account:',
        { code },
        'The code expires in 10 minutes. If you did not sign up, ignore this e-mail.',
      ]),
    resetCode: (to: string, code: string) =>
      message(to, `${code} is your ${shopName} password reset code`, shopName, [
        'Someone asked to reset the password of your account. Enter this code to choose a new password:',
        { code },
        'The code expires in 10 minutes. If it was not you, ignore this e-mail: your password stays as it is.',
      ]),
    signInCode: (to: string, code: string) =>
      message(to, `${code} is your ${shopName} sign-in code`, shopName, [
        'Many failed logins aimed at your account, so it asks for this code with your password:',
        { code },
        'The code expires in 10 minutes. If you were not signing in, someone may be guessing your password: ' +
          'a strong one keeps them out.',
      ]),
    emailChangeCode: (to: string, code: string) =>
      message(to, `${code} is your ${shopName} e-mail change code`, shopName, [
        'Someone asked to make this address the login e-mail of their account. Enter this code to confirm it:',
        { code },
        'The code expires in 10 minutes. If it was not you, ignore this e-mail: no account changes.',
      ]),
    emailChanged: (to: string, newEmail: string) =>
      message(to, `The login e-mail of your ${shopName} account changed`, shopName, [
        `Your account now signs in with ${newEmail} instead of this address.`,
        'If it was not you, reset your password from the login page and write to us at once.',
      ]),
    signupAttempt: (to: string) =>
      message(to, `Someone tried to sign up to ${shopName} with your e-mail`, shopName, [
        'Someone tried to create an account with this e-mail address, which already has an account.',
        'If it was you, sign in instead, or reset your password if you have forgotten it.',
        'If it was not you, no action is needed: your account is unchanged.',
      ]),
  };
}

type Paragraph = string | { code: string };

function message(to: string, subject: string, shopName: string, paragraphs: Paragraph[]): MailMessage {
  const text = paragraphs.map((paragraph) =>
    typeof paragraph === 'string' ? paragraph : `    ${paragraph.code}`,
  );
  const html = paragraphs.map((paragraph) =>
    typeof paragraph === 'string'
      ? `<p>${escapeHtml(paragraph)}</p>`
      : `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${paragraph.code}</p>`,
  );
  return {
    to,
    subject,
    text: [...text, `- ${shopName}`].join('\n\n'),
    html: emailHtml(shopName, html),
  };
}
