/**
 * The e-mail typed at sign-up, login or password reset, kept so /signupverify knows whom to verify after
 * a reload. The only thing this storefront puts in localStorage; never a token.
 */
const KEY = 'email';

export const savedEmail = {
  get(): string | null {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  set(email: string) {
    try {
      localStorage.setItem(KEY, email);
    } catch {
      // Storage refused (private mode, quota): the verify page asks for the e-mail instead.
    }
  },
  clear() {
    try {
      localStorage.removeItem(KEY);
    } catch {
      // Nothing was stored.
    }
  },
};
