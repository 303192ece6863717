/**
 * A local stand-in for the e-invoice IRP's API as a GSP passes it on in plain JSON (node:http on 127.0.0.1, a
 * free port), so the e-invoice tests need no network. It answers as NIC's API does:
 * - POST /eivital/v1.04/auth (headers client_id, client_secret, Gstin; body { UserName, Password }) →
 *   `{ Status: 1, Data: { ClientId, UserName, AuthToken, Sek, TokenExpiry } }`;
 * - POST /eicore/v1.03/Invoice (headers Gstin, user_name, AuthToken; body the request JSON) → `{ Status: 1,
 *   Data: { AckNo, AckDt, Irn, SignedInvoice, SignedQRCode, Status: 'ACT' } }`, the IRN the SHA-256 of the
 *   seller's GSTIN, financial year, document type and number; the same document again → error 2150
 *   (Duplicate IRN) with InfoDtls DUPIRN naming it;
 * - GET /eicore/v1.03/Invoice/irn/{irn} → the registration's Data;
 * - POST /eicore/v1.03/Invoice/Cancel ({ Irn, CnlRsn, CnlRem }) → `{ Status: 1, Data: { Irn, CancelDate } }`;
 * a refusal is `{ Status: 0, ErrorDetails: [{ ErrorCode, ErrorMessage }] }`. The signed invoice and QR code
 * are RS256 JWTs whose payload's `data` is the JSON text, as NIC signs them (with a key made at start).
 */
import { createHash, randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { SignJWT, generateKeyPair } from 'jose';

export interface IrpRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export const IRP_CREDENTIALS = {
  EINVOICE_CLIENT_ID: 'AAACL07TXP1Z2Q',
  EINVOICE_CLIENT_SECRET: 'stand-in-client-secret',
  EINVOICE_USERNAME: 'labels_api',
  EINVOICE_PASSWORD: 'stand-in-password',
};

/** The IRP's date and time, New Delhi's: '2026-11-28 17:44:00'. */
export function irpDateTime(at: Date): string {
  const india = new Date(at.getTime() + 330 * 60_000).toISOString();
  return `${india.slice(0, 10)} ${india.slice(11, 19)}`;
}

type Json = Record<string, any>;

/** The signed response the IRP gives for `json` (as the stand-in signs it), acknowledged at `ackAt`. */
export type Signer = (
  json: Json,
  options?: { ackAt?: Date },
) => Promise<{ Irn: string; AckNo: string; AckDt: string; SignedInvoice: string; SignedQRCode: string }>;

export interface IrpStandIn {
  url: string;
  requests: IrpRequest[];
  /** The IRNs cancelled through the API, in order. */
  cancelled: string[];
  /** Signs a response as the IRP would, for a test to upload (or tamper with). */
  sign: Signer;
  /** The next generate registers the invoice but its answer never arrives (a request cut off). */
  loseNextAnswer(): void;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Json> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json;
  } catch {
    return {};
  }
}

const send = (response: ServerResponse, body: unknown) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
const refuse = (response: ServerResponse, code: string, message: string, extra: Json = {}) =>
  send(response, { Status: 0, ErrorDetails: [{ ErrorCode: code, ErrorMessage: message }], ...extra });

/** The financial year of a dd/mm/yyyy date, as the IRN's hash takes it ('2026-27'). */
function yearOf(date: string): string {
  const [, month, year] = date.split('/').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export async function startIrpStandIn(): Promise<IrpStandIn> {
  const { privateKey } = await generateKeyPair('RS256');
  const requests: IrpRequest[] = [];
  const cancelled: string[] = [];
  const registered = new Map<string, Json>();
  const tokens = new Set<string>();
  let acks = 0;
  let loseNext = false;

  const jwt = (data: Json) =>
    new SignJWT({ data: JSON.stringify(data), iss: 'NIC' }).setProtectedHeader({ alg: 'RS256', typ: 'JWT' }).sign(privateKey);

  const sign: Signer = async (json, { ackAt = new Date() } = {}) => {
    const seller = json.SellerDtls.Gstin as string;
    const irn = createHash('sha256')
      .update(`${seller}${yearOf(json.DocDtls.Dt)}${json.DocDtls.Typ}${json.DocDtls.No}`)
      .digest('hex');
    acks += 1;
    const AckNo = `1120${String(Date.now()).slice(-7)}${String(acks).padStart(4, '0')}`;
    const AckDt = irpDateTime(ackAt);
    const items = json.ItemList as Json[];
    const SignedQRCode = await jwt({
      SellerGstin: seller,
      BuyerGstin: json.BuyerDtls.Gstin,
      DocNo: json.DocDtls.No,
      DocTyp: json.DocDtls.Typ,
      DocDt: json.DocDtls.Dt,
      TotInvVal: json.ValDtls.TotInvVal,
      ItemCnt: items.length,
      MainHsnCode: items[0]?.HsnCd ?? '',
      Irn: irn,
      IrnDt: AckDt,
    });
    const SignedInvoice = await jwt({ AckNo: Number(AckNo), AckDt, Irn: irn, ...json });
    return { Irn: irn, AckNo, AckDt, SignedInvoice, SignedQRCode };
  };

  const authorised = (request: IncomingMessage) =>
    request.headers.client_id === IRP_CREDENTIALS.EINVOICE_CLIENT_ID &&
    request.headers.client_secret === IRP_CREDENTIALS.EINVOICE_CLIENT_SECRET;

  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const path = request.url ?? '';
    requests.push({ method: request.method ?? '', path, headers: request.headers, body });
    if (!authorised(request)) return refuse(response, '1005', 'Invalid Token');
    if (request.method === 'POST' && path === '/eivital/v1.04/auth') {
      if (body.UserName !== IRP_CREDENTIALS.EINVOICE_USERNAME || body.Password !== IRP_CREDENTIALS.EINVOICE_PASSWORD)
        return refuse(response, '108', 'Invalid login credentials');
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return send(response, {
        Status: 1,
        Data: {
          ClientId: IRP_CREDENTIALS.EINVOICE_CLIENT_ID,
          UserName: body.UserName,
          AuthToken: token,
          Sek: randomBytes(32).toString('base64'),
          TokenExpiry: irpDateTime(new Date(Date.now() + 6 * 3_600_000)),
        },
      });
    }
    if (!tokens.has(String(request.headers.authtoken ?? ''))) return refuse(response, '1005', 'Invalid Token');
    if (request.method === 'POST' && path === '/eicore/v1.03/Invoice') {
      if (body.Version !== '1.1' || !body.DocDtls || !body.SellerDtls)
        return refuse(response, '2172', 'Invalid JSON: schema 1.1 expected');
      if (body.SellerDtls.Gstin !== request.headers.gstin)
        return refuse(response, '2117', 'Supplier GSTIN is not the one logged in');
      const signed = await sign(body);
      const before = registered.get(signed.Irn);
      if (before)
        return refuse(response, '2150', 'Duplicate IRN', {
          InfoDtls: [{ InfCd: 'DUPIRN', Desc: { AckNo: before.AckNo, AckDt: before.AckDt, Irn: before.Irn } }],
        });
      const data = { ...signed, AckNo: Number(signed.AckNo), Status: 'ACT', EwbNo: null, EwbDt: null, EwbValidTill: null };
      registered.set(signed.Irn, data);
      if (loseNext) {
        loseNext = false;
        request.socket.destroy();
        return;
      }
      return send(response, { Status: 1, Data: JSON.stringify(data) });
    }
    const byIrn = /^\/eicore\/v1\.03\/Invoice\/irn\/([0-9a-f]{64})$/.exec(path);
    if (request.method === 'GET' && byIrn) {
      const found = registered.get(byIrn[1]);
      return found ? send(response, { Status: 1, Data: found }) : refuse(response, '2283', 'IRN details are not found');
    }
    if (request.method === 'POST' && path === '/eicore/v1.03/Invoice/Cancel') {
      const found = registered.get(String(body.Irn));
      if (!found) return refuse(response, '2270', 'The allowed cancellation time limit is crossed, you cannot cancel the IRN');
      if (found.Status === 'CNL') return refuse(response, '9999', 'Invoice is cancelled');
      found.Status = 'CNL';
      cancelled.push(String(body.Irn));
      return send(response, { Status: 1, Data: { Irn: body.Irn, CancelDate: irpDateTime(new Date()) } });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the IRP stand-in has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    cancelled,
    sign,
    loseNextAnswer: () => (loseNext = true),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The stand-in set up as the site's IRP in the environment for the calls of `run`, and taken away after. */
export async function withIrp<T>(irp: Pick<IrpStandIn, 'url'>, run: () => Promise<T>): Promise<T> {
  Object.assign(process.env, IRP_CREDENTIALS, { EINVOICE_API_URL: irp.url });
  try {
    return await run();
  } finally {
    for (const name of [...Object.keys(IRP_CREDENTIALS), 'EINVOICE_API_URL']) delete process.env[name];
  }
}
