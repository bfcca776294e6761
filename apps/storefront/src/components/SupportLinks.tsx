import { site } from '../site';

const { email, phone } = site.support;

/** The support e-mail address, opening the reader's mail app. */
export function SupportEmailLink() {
  return <a href={`mailto:${email}`}>{email}</a>;
}

/** The support phone number as written, dialling it without its spaces. */
export function SupportPhoneLink() {
  return <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>;
}
