/**
 * The API's error `code` a failed actor carries, if any. An app's actor rejects with an Error whose message is
 * what the shopper reads and whose `code` is the server's (`Object.assign(new Error(detail), { code })`), so a
 * machine tells refusals apart by their code instead of their wording.
 */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
