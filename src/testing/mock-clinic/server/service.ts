// The mock clinic as a real service (`npm run mock-server`): the same MSW handlers and seeded
// database, answered over HTTP, with CORS for the portal's pages, the controls under /__mock/ and
// the clinic-status socket.io channel on the same port. State lives in this process's memory.
// Only requests naming this service as their Host are answered (hostCheck.ts), and the controls
// refuse other pages and non-JSON posts (controlGuard.ts).
//
// The handlers are written for full URLs under env.apiUrl and env.medicationApiUrl, so the entry
// (scripts/mock-server.mjs) loads this module with VITE_API_URL set to this service's address.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { Readable } from 'node:stream';
import { getResponse } from 'msw';
import { env } from '../../../config/env';
import { handlers } from '../handlers';
import { answerWithHttpCookies } from '../refreshCookie';
import { attachClinicSocket } from './clinicSocket';
import {
  CARD_PROVIDER_PREFIX,
  CONFIRM_PAGE_PREFIX,
  cardProviderRequest,
  confirmationPage,
  hostPagesOnService,
} from './servicePages';
import { CONTROL_PREFIX, answerControl } from './controlRoutes';
import { CONTROL_TOKEN_HEADER, controlRefusal } from './controlGuard';
import { createHostCheck, isAnyInterface } from './hostCheck';
import {
  ALLOWED_METHODS,
  ALLOWED_REQUEST_HEADERS,
  EXPOSED_RESPONSE_HEADERS,
  createOriginCheck,
} from './cors';

export interface MockServiceOptions {
  port: number;
  /** The interface to listen on (default 127.0.0.1: this machine only). */
  host?: string;
  /** More page origins allowed to call the service, besides any on this machine. */
  corsOrigins?: readonly string[];
  /** When set, the /__mock/ controls answer only calls that carry it as X-Mock-Token. */
  controlToken?: string;
}

export interface RunningMockService {
  /** The service's address, env.apiUrl. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** A header's one value (Node joins most repeated headers; an array only for a few). */
function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function interfaceAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((list) =>
    (list ?? []).map(({ address }) => address.replace(/%.*$/, '')),
  );
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The request as MSW sees it in a page: at the service's own address, whatever host was dialled. */
function toFetchRequest(req: IncomingMessage, origin: string): Request {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = { method, headers };
  if (hasBody) {
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(new URL(req.url ?? '/', origin), init);
}

async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  // HttpResponse.error(): the mock's 'network' and 'lostReply' faults. Over a real network that
  // is a dropped connection, which the page sees as a network error.
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  response.headers.forEach((value, name) => {
    // Headers joins Set-Cookie values; appendHeader keeps each its own line.
    res.appendHeader(name, value);
  });
  if (!response.body) {
    res.end();
    return;
  }
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

const RESTART_PATH = `${CONTROL_PREFIX}restart`;

export async function startMockService(options: MockServiceOptions): Promise<RunningMockService> {
  // Over HTTP the refresh cookie is a real HttpOnly cookie, not the mock build's stand-in.
  answerWithHttpCookies({ secure: new URL(env.apiUrl).protocol === 'https:' });
  const isAllowedOrigin = createOriginCheck(options.corsOrigins);
  const serviceOrigin = new URL(env.apiUrl).origin;
  const listenHost = options.host ?? '127.0.0.1';
  // Set once the port is known (options.port may be 0); nothing is answered before that.
  let isAllowedHost: (host: string | undefined) => boolean = () => false;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Every answer says this is a test instance: `npm run contract:check` sends its write calls
    // (a login, a message, a crash report) only to a service that says so (docs/contract.md).
    res.setHeader('X-Clinic-Test-Instance', 'true');
    if (!isAllowedHost(req.headers.host)) {
      sendJson(res, 421, {
        error: `This service does not answer for the host ${req.headers.host}`,
      });
      return;
    }
    const origin = req.headers.origin;
    res.setHeader('Vary', 'Origin');
    const allowed = origin !== undefined && isAllowedOrigin(origin);
    if (allowed) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      // The session calls send the refresh cookie (docs/calls.md#session-refresh).
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Expose-Headers', EXPOSED_RESPONSE_HEADERS.join(', '));
    }
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      if (allowed) {
        res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS.join(', '));
        res.setHeader('Access-Control-Allow-Headers', ALLOWED_REQUEST_HEADERS.join(', '));
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.statusCode = allowed ? 204 : 403;
      res.end();
      return;
    }

    const { pathname } = new URL(req.url ?? '/', serviceOrigin);
    if (pathname.startsWith(CONTROL_PREFIX)) {
      const method = req.method ?? 'GET';
      const refused = controlRefusal(
        {
          method,
          origin,
          contentType: req.headers['content-type'],
          token: headerValue(req.headers[CONTROL_TOKEN_HEADER]),
        },
        { isAllowedOrigin, controlToken: options.controlToken },
      );
      if (refused) {
        sendJson(res, refused.status, refused.body);
        return;
      }
      const body = await readText(req);
      if (method === 'POST' && pathname === RESTART_PATH) {
        const fields = JSON.parse(body || '{}') as { downMs?: unknown };
        const downMs = typeof fields.downMs === 'number' ? fields.downMs : 3000;
        sendJson(res, 200, { ok: true, downMs });
        res.once('finish', () => restart(downMs));
        return;
      }
      const control = answerControl(method, pathname, body);
      if (control) {
        sendJson(res, control.status, control.body);
        return;
      }
    }

    if (req.method === 'GET' && pathname.startsWith(CONFIRM_PAGE_PREFIX)) {
      const token = decodeURIComponent(pathname.slice(CONFIRM_PAGE_PREFIX.length));
      const { status, html } = await confirmationPage(token, env.apiUrl);
      res.statusCode = status;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(html);
      return;
    }

    const request = toFetchRequest(req, serviceOrigin);
    const response = await getResponse(
      handlers,
      pathname.startsWith(CARD_PROVIDER_PREFIX) ? cardProviderRequest(request, pathname) : request,
    );
    if (response) await sendResponse(res, response);
    else sendJson(res, 404, { message: `No such service call: ${req.method} ${pathname}` });
  }

  const httpServer = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[mock-server]', req.method, req.url, error);
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, { message: 'Internal Server Error' });
    });
  });
  const socket = attachClinicSocket(httpServer, {
    isAllowedOrigin,
    isAllowedHost: (host) => isAllowedHost(host),
  });
  hostPagesOnService(env.apiUrl);

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(port, listenHost, () => {
        httpServer.off('error', reject);
        resolve();
      });
    });

  // POST /__mock/restart: the service goes away as a restarted one does (every connection and
  // socket dropped, the port refusing) and comes back after downMs with its data, as a service
  // backed by a database would. How the portal's channel reconnects by itself is tested on it.
  function restart(downMs: number): void {
    socket.dropAll();
    httpServer.close();
    httpServer.closeAllConnections();
    setTimeout(() => {
      listen(port).catch((error: unknown) => console.error('[mock-server] restart', error));
    }, downMs);
  }

  await listen(options.port);
  const { port } = httpServer.address() as AddressInfo;
  isAllowedHost = createHostCheck({
    listenHost,
    port,
    publicUrl: env.apiUrl,
    interfaceAddresses: isAnyInterface(listenHost) ? interfaceAddresses() : [],
  });
  return { url: env.apiUrl, port, close: () => socket.close() };
}
