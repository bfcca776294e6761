// Debian's Chromium, shared by story tests, end-to-end tests and benchmarks. No tool may download its own
// browser on these machines, and without the background-networking flags Chromium dials out at start.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
