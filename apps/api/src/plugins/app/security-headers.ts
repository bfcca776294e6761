import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const PAYSTACK = {
  /** The popup's iframe, and the Pusher script it loads to hear of bank transfers. */
  checkout: 'https://checkout.paystack.com',
  api: 'https://api.paystack.co',
  pusher: ['https://*.pusher.com', 'wss://*.pusher.com'],
  /** @paystack/inline-js offers Apple Pay through Apple's script. */
  applePay: 'https://applepay.cdn-apple.com',
};
/**
 * react-aria's usePress adds one <style> of fixed text (touch-action on pressable elements) to the page; it is
 * allowed by its hash. A react-aria upgrade that changes the text shows as a CSP violation in the e2e journeys.
 */
export const REACT_ARIA_PRESSABLE_STYLE = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";
/**
 * react-aria's VisuallyHidden keeps text for screen readers in a `style` attribute of fixed text. Set from
 * script, an attribute needs no permission; in a server-rendered page it comes with the HTML, and only this
 * exact text is allowed ('unsafe-hashes' lets a hash allow an attribute).
 */
const REACT_ARIA_VISUALLY_HIDDEN_STYLE = "'sha256-OPvH+zTsq+vvwlH2fikB1Fveiha+jXy32l3j4fYaEpA='";
/** Google Identity Services: its script, the button's iframe and style, and the calls the script makes. */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

/**
 * The shop's Content-Security-Policy: only its own code runs, and the page talks to nothing but the shop, the
 * payment provider and Google sign-in (no request leaves the site except to those). The
 * Help page embeds the tutorial videos from youtube-nocookie.com. No page may be framed.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'script-src': ["'self'", PAYSTACK.checkout, PAYSTACK.applePay, `${GOOGLE_SIGN_IN}client`],
  'style-src': [
    "'self'",
    REACT_ARIA_PRESSABLE_STYLE,
    "'unsafe-hashes'",
    REACT_ARIA_VISUALLY_HIDDEN_STYLE,
    `${GOOGLE_SIGN_IN}style`,
  ],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  // blob: the profile photo editor reads the chosen picture back from its object URL.
  'connect-src': ["'self'", 'blob:', PAYSTACK.api, ...PAYSTACK.pusher, GOOGLE_SIGN_IN],
  'frame-src': [PAYSTACK.checkout, GOOGLE_SIGN_IN, 'https://www.youtube-nocookie.com'],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
};

/**
 * For answers no browser shows as a page (the JSON API, the build's hashed files): OWASP's headers for an API
 * answer. A document's CSP and opener, agent-cluster and download headers mean nothing there, and on a phone's
 * connection they were 1.5 KB per answer, more than a product's JSON and a fifth of a catalogue page's.
 */
const RESOURCE_CONTENT_SECURITY_POLICY = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/** Paths whose answers are never a page: everything under them is JSON or a file of the build. */
const RESOURCE_PATHS = /^\/(?:api\/(?!v1\/docs(?:[/?]|$))|assets\/|admin\/assets\/)/;

const HSTS = 'max-age=31536000; includeSubDomains';

type HelmetMiddleware = ReturnType<typeof helmet>;

/** The headers helmet's middleware sets, recorded from one run of it. */
function headersOf(middleware: HelmetMiddleware): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * Security headers on every answer (HTML, assets, API and media; the short set on what is never a page), with helmet (not @fastify/helmet, which builds
 * helmet's middleware anew for every request, parsing the CSP each time: a tenth of the CPU of a cached catalogue
 * answer; the headers are the same for every answer, so they are worked out once): nosniff, the CSP above, a
 * referrer that leaves the site as its origin only. HSTS only over HTTPS (the request's protocol, as a trusted
 * proxy reports it), since a browser that met it over plain HTTP on localhost would refuse the shop there.
 */
export default fp(
  async (app) => {
    const documentHeaders = headersOf(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        // Google's sign-in popup talks back to its opener.
        crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
        hsts: false,
      }),
    );
    const resourceHeaders = headersOf(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives: RESOURCE_CONTENT_SECURITY_POLICY },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        crossOriginOpenerPolicy: false,
        originAgentCluster: false,
        xDnsPrefetchControl: false,
        xDownloadOptions: false,
        xPermittedCrossDomainPolicies: false,
        xXssProtection: false,
        hsts: false,
      }),
    );
    // Among the reply's headers, not on the raw answer as helmet's middleware sets them: nothing here answers around
    // the reply, and one header on the raw answer sends Node down its slow path, copying each of the reply's headers
    // into a table of its own before writing them (3% of a cached catalogue answer's CPU).
    app.addHook('onRequest', (request, reply, done) => {
      const headers = RESOURCE_PATHS.test(request.url) ? resourceHeaders : documentHeaders;
      for (const [name, value] of headers) reply.header(name, value);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
  },
  { name: 'security-headers' },
);
