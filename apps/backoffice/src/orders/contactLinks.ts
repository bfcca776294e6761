/** A phone number as a tel: link, digits and a leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A WhatsApp chat with the number (wa.me takes the international number without + or spaces). */
export function whatsAppHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}
