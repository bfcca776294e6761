/** The HTML frame of the shop's e-mails: its name as the heading, then the body's blocks. */
export function emailHtml(shopName: string, blocks: string[]): string {
  return [
    '<!doctype html><html><body style="font-family:sans-serif;color:#1f2d1f">',
    `<h1 style="font-size:20px">${escapeHtml(shopName)}</h1>`,
    ...blocks,
    '</body></html>',
  ].join('\n');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
