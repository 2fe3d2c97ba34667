import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readStandIn, STAND_IN_HOSTS, standInFor } from '../../stand-ins/files';

// The providers' addresses for the engines suite's production path: WebDriver has no request
// routing, so the engines reach Stripe and reCAPTCHA through this local proxy (MiniBrowser's
// --proxy, Firefox's proxy preferences). It answers js.stripe.com, hooks.stripe.com and
// reCAPTCHA's hosts with e2e/stand-ins/ (as e2e/stand-ins/install.ts does for Playwright) and
// passes api.stripe.com on to the mock service's card provider. It speaks TLS with a certificate
// of its own, which the engines are told to accept for this run only; every other host is refused,
// as a machine without internet would.

const PASSED_ON = 'api.stripe.com';
const HOSTS = [...STAND_IN_HOSTS, PASSED_ON];

export interface StandInProxy {
  /** http://127.0.0.1:<port> */
  address: string;
  close(): Promise<void>;
}

/** A self-signed certificate for the providers' hosts, made with the system's openssl. */
function certificate(): { key: Buffer; cert: Buffer } {
  const folder = mkdtempSync(join(tmpdir(), 'stand-in-tls-'));
  try {
    const san = HOSTS.map((host) => `DNS:${host}`).join(',');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=stand-in providers',
        '-addext',
        `subjectAltName=${san}`,
        '-keyout',
        join(folder, 'key.pem'),
        '-out',
        join(folder, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(folder, 'key.pem')),
      cert: readFileSync(join(folder, 'cert.pem')),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function cors(request: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': request.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function body(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The card provider's calls, same method, headers and body, to the mock service. */
async function passOn(request: IncomingMessage, response: ServerResponse, cardApi: string) {
  const headers = cors(request);
  if (request.method === 'OPTIONS') return response.writeHead(204, headers).end();
  const sent = await body(request);
  const answer = await fetch(`${cardApi}${request.url ?? ''}`, {
    method: request.method,
    headers: {
      'content-type': request.headers['content-type'] ?? 'application/x-www-form-urlencoded',
      ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
    },
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(sent),
  }).catch(() => null);
  if (!answer) {
    const failure = { error: { message: 'The card provider could not be reached.' } };
    return response
      .writeHead(502, { ...headers, 'Content-Type': 'application/json' })
      .end(JSON.stringify(failure));
  }
  response.writeHead(answer.status, {
    ...headers,
    'Content-Type': answer.headers.get('content-type') ?? 'application/json',
  });
  response.end(Buffer.from(await answer.arrayBuffer()));
}

export async function startStandInProxy(options: {
  cardApi: string;
  siteKey: string;
}): Promise<StandInProxy> {
  const cardApi = options.cardApi.replace(/\/+$/, '');
  const providers = createHttpsServer(certificate(), (request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    if (host === PASSED_ON) return void passOn(request, response, cardApi);
    const found = standInFor(new URL(request.url ?? '/', `https://${host}`));
    if (!found)
      return void response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
    void readStandIn(found, options.siteKey).then((text) => {
      response
        .writeHead(200, { 'Content-Type': found.type, 'Cache-Control': 'no-store' })
        .end(text);
    });
  });

  const proxy = createHttpServer((_request, response) => {
    // Plain HTTP through the proxy: nothing the portal needs (the portal and the service are
    // reached directly). Refused as an offline machine would.
    response.writeHead(502, { 'Content-Type': 'text/plain' }).end('No internet here');
  });
  proxy.on('connect', (request: IncomingMessage, client: Socket) => {
    const host = (request.url ?? '').replace(/:\d+$/, '');
    if (!HOSTS.includes(host as (typeof HOSTS)[number])) {
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      return;
    }
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    providers.emit('connection', client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    address: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        providers.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
