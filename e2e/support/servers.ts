/** The server whose access tokens last 3 s (playwright.config.ts): where to reach it and its outbox. */
export const shortSessionServer = {
  baseURL: `http://127.0.0.1:${process.env.E2E_SHORT_SESSION_PORT}`,
  dataDir: process.env.E2E_SHORT_SESSION_DATA_DIR,
};

/** The server of the back-office journey (playwright.config.ts), whose setup link no other journey takes. */
export const backofficeServer = {
  baseURL: `http://127.0.0.1:${process.env.E2E_BACKOFFICE_PORT}`,
  dataDir: process.env.E2E_BACKOFFICE_DATA_DIR,
};
