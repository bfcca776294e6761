import { STAFF_INVITATION_LIFETIME_MS, STAFF_ROLE_LABELS, type StaffRole } from '@farmkit/contract';
import { emailHtml, escapeHtml } from '../mail/email-html.js';
import type { MailMessage } from '../mail/mail-message.js';

type Paragraph = string | { link: string; label: string };

/** The staff's e-mails, in plain text and HTML, signed with the shop's name. */
export function staffEmails(shopName: string, publicUrl: string) {
  const role = (name: StaffRole) => STAFF_ROLE_LABELS[name].toLowerCase();
  const article = (name: StaffRole) => (/^[aeiou]/.test(role(name)) ? 'an' : 'a');
  return {
    roleGranted: (to: string, granted: StaffRole) =>
      message(to, `You are now ${article(granted)} ${role(granted)} of ${shopName}`, shopName, [
        `The owner of ${shopName} made you ${article(granted)} ${role(granted)} of the shop.`,
        'Sign in with this e-mail to reach the shop’s back office:',
        { link: `${publicUrl}/admin/`, label: `${publicUrl}/admin/` },
        'If you did not expect this, write to the shop.',
      ]),
    invitation: (to: string, invited: StaffRole) =>
      message(to, `You are invited to join ${shopName} as ${article(invited)} ${role(invited)}`, shopName, [
        `The owner of ${shopName} invited you to help run the shop as ${article(invited)} ${role(invited)}.`,
        'Create your account with this e-mail address and verify it with the code we send you; the role is ' +
          'yours as soon as the e-mail is verified:',
        { link: `${publicUrl}/signup`, label: `${publicUrl}/signup` },
        'Then sign in to the shop’s back office, where the staff work:',
        { link: `${publicUrl}/admin/`, label: `${publicUrl}/admin/` },
        `The invitation lasts ${STAFF_INVITATION_LIFETIME_MS / 86_400_000} days. If you did not expect it, ` +
          'ignore this e-mail.',
      ]),
  };
}

function message(to: string, subject: string, shopName: string, paragraphs: Paragraph[]): MailMessage {
  const text = paragraphs.map((paragraph) =>
    typeof paragraph === 'string' ? paragraph : `    ${paragraph.link}`,
  );
  const html = paragraphs.map((paragraph) =>
    typeof paragraph === 'string'
      ? `<p>${escapeHtml(paragraph)}</p>`
      : `<p><a href="${escapeHtml(paragraph.link)}">${escapeHtml(paragraph.label)}</a></p>`,
  );
  return { to, subject, text: [...text, `- ${shopName}`].join('\n\n'), html: emailHtml(shopName, html) };
}
