import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A payment the stand-in opened: what the API asked for, and whether the shopper paid on its page. */
interface StandInPayment {
  reference: string;
  amount: number;
  currency: string;
  redirectUrl: string;
  transactionId: number | null;
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const listening = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/**
 * Flutterwave's part, on a local port: Standard checkout's `POST /v3/payments` (a link to a page of its own), that
 * page (a shopper there pays or cancels, and is sent to the API's redirect_url as Flutterwave sends them), and
 * `GET /v3/transactions/verify_by_reference` (no transaction until the shopper paid).
 */
export async function startFlutterwaveStandIn() {
  const payments = new Map<string, StandInPayment>();
  let origin = '';
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', origin);
    if (request.method === 'POST' && url.pathname === '/v3/payments') {
      const body = await bodyOf(request);
      const reference = String(body.tx_ref);
      payments.set(reference, {
        reference,
        amount: Number(body.amount),
        currency: String(body.currency),
        redirectUrl: String(body.redirect_url),
        transactionId: null,
      });
      answer(response, 200, {
        status: 'success',
        message: 'Hosted Link',
        data: { link: `${origin}/hosted/${encodeURIComponent(reference)}` },
      });
      return;
    }
    if (request.method === 'GET' && url.pathname === '/v3/transactions/verify_by_reference') {
      const payment = payments.get(url.searchParams.get('tx_ref') ?? '');
      if (!payment?.transactionId) {
        answer(response, 400, {
          status: 'error',
          message: 'No transaction was found for this id',
          data: null,
        });
        return;
      }
      answer(response, 200, {
        status: 'success',
        data: {
          id: payment.transactionId,
          tx_ref: payment.reference,
          status: 'successful',
          amount: payment.amount,
          currency: payment.currency,
        },
      });
      return;
    }
    const page = /^\/hosted\/([^/]+)(?:\/(pay|cancel))?$/.exec(url.pathname);
    const payment = page?.[1] ? payments.get(decodeURIComponent(page[1])) : undefined;
    if (request.method === 'GET' && page && payment) {
      const outcome = page[2];
      if (outcome === undefined) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
          `<!doctype html><html lang="en"><title>Flutterwave Checkout</title>
           <main><h1>Pay ${payment.currency} ${payment.amount}</h1>
           <a href="/hosted/${page[1]}/pay">Pay now</a> <a href="/hosted/${page[1]}/cancel">Cancel payment</a></main>`,
        );
        return;
      }
      const back = new URL(payment.redirectUrl);
      if (outcome === 'pay') {
        payment.transactionId = randomInt(1_000_000, 9_999_999);
        back.search = new URLSearchParams({
          status: 'successful',
          tx_ref: payment.reference,
          transaction_id: String(payment.transactionId),
        }).toString();
      } else {
        back.search = new URLSearchParams({ status: 'cancelled', tx_ref: payment.reference }).toString();
      }
      response.writeHead(302, { location: back.href }).end();
      return;
    }
    answer(response, 404, { status: 'error', message: `No route ${request.method} ${url.pathname}` });
  });
  origin = `http://127.0.0.1:${await listening(server)}`;
  return { origin, payments, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port no process listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listening(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The production build (API + storefront) on its own database with Pay Now on Flutterwave, at `flutterwave` (the
 * stand-in). The other journeys' servers run on the sandbox (playwright.config.ts); this one is started by the
 * journey that needs it.
 */
export async function startShopOnFlutterwave(flutterwave: string) {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'farmkit-e2e-flutterwave-'));
  const server: ChildProcess = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: baseURL,
      PAYMENT_PROVIDER: 'flutterwave',
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-e2e-stand-in',
      FLUTTERWAVE_WEBHOOK_HASH: 'e2e-stand-in-webhook-hash',
      FLUTTERWAVE_BASE_URL: flutterwave,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The Flutterwave shop stopped at start:\n${errors}`);
    const ready = await fetch(`${baseURL}/api/v1/products/category/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      server.kill();
      throw new Error(`The Flutterwave shop did not answer within 60 s:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill();
    });
  return { baseURL, dataDir, stop };
}
