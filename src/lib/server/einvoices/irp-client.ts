/**
 * The IRP (or a GSP in front of it) the site reports invoices to, when Netlify's environment names one:
 * EINVOICE_API_URL, EINVOICE_CLIENT_ID and EINVOICE_CLIENT_SECRET (the API user's client), EINVOICE_USERNAME and
 * EINVOICE_PASSWORD (the e-invoice API user made on the portal) and, when the registered GSTIN is not the one
 * in Settings, EINVOICE_GSTIN. Without the first five nothing is sent anywhere: staff upload the portal's
 * response instead.
 *
 * It speaks NIC's e-invoice API in the plain JSON a GSP takes (the GSP does NIC's encryption): an auth call
 * (POST /eivital/v1.04/auth) gives a token for the generate (POST /eicore/v1.03/Invoice), fetch by IRN and
 * cancel (POST /eicore/v1.03/Invoice/Cancel) calls; each answers `{ Status: 1, Data }` or `{ Status: 0,
 * ErrorDetails: [{ ErrorCode, ErrorMessage }] }`, Data an object or its JSON text. A generate that finds the
 * invoice already registered (error 2150, a request cut off after the IRP took it) fetches that IRN instead.
 */
import { EINVOICE_MESSAGES as M } from '../../messages/einvoices.ts';
import { HttpError } from '../http.ts';
import type { EinvoiceJson } from './einvoice-json.ts';
import type { SignedResponse } from './irp-response.ts';

export interface IrpEnvironment {
  url: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  gstin: string;
}

/** The IRP named in the environment, or null (then nothing calls out). */
export function irpEnvironment(): IrpEnvironment | null {
  const env = process.env;
  const url = (env.EINVOICE_API_URL ?? '').replace(/\/+$/, '');
  const settings = {
    url,
    clientId: env.EINVOICE_CLIENT_ID ?? '',
    clientSecret: env.EINVOICE_CLIENT_SECRET ?? '',
    username: env.EINVOICE_USERNAME ?? '',
    password: env.EINVOICE_PASSWORD ?? '',
  };
  if (Object.values(settings).some((value) => value === '')) return null;
  return { ...settings, gstin: env.EINVOICE_GSTIN ?? '' };
}

/** The IRP's duplicate-IRN error: the invoice was registered before. */
const DUPLICATE_IRN = '2150';
/** How long a call to the IRP may take, within the function's own limit. */
const TIMEOUT_MS = 8000;

interface IrpAnswer {
  Status?: number | string;
  Data?: unknown;
  ErrorDetails?: { ErrorCode?: string; ErrorMessage?: string }[] | null;
  InfoDtls?: { InfCd?: string; Desc?: unknown }[] | null;
}

/** The IRP's "no" (Status 0), with its error codes and the answer as given. */
class IrpRefusal extends Error {
  readonly codes: string[];
  readonly answer: IrpAnswer;
  constructor(codes: string[], message: string, answer: IrpAnswer) {
    super(message);
    this.codes = codes;
    this.answer = answer;
  }
}

/** The reasons the IRP gave, as one sentence. */
const reasons = (answer: IrpAnswer) =>
  (answer.ErrorDetails ?? []).map((error) => `${error.ErrorCode ?? ''} ${error.ErrorMessage ?? ''}`.trim()).join('; ') ||
  'no reason given';

/** One call: the IRP's Data, or IrpRefusal when it said no; unreachable or unreadable as a 503. */
async function call(
  env: IrpEnvironment,
  path: string,
  init: { method: string; headers: Record<string, string>; body?: unknown },
) {
  let response: Response;
  try {
    response = await fetch(`${env.url}${path}`, {
      method: init.method,
      headers: { 'content-type': 'application/json', client_id: env.clientId, client_secret: env.clientSecret, ...init.headers },
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    console.error('[einvoices] the IRP did not answer', path, error instanceof Error ? error.message : error);
    throw new HttpError(503, M.irpUnreachable, { headers: { 'retry-after': '60' } });
  }
  const answer = (await response.json().catch(() => null)) as IrpAnswer | null;
  if (!answer || typeof answer !== 'object') throw new HttpError(503, M.irpAnswerBroken, { headers: { 'retry-after': '60' } });
  if (String(answer.Status) !== '1') {
    const codes = (answer.ErrorDetails ?? []).map((error) => String(error.ErrorCode ?? ''));
    throw new IrpRefusal(codes, reasons(answer), answer);
  }
  try {
    return (typeof answer.Data === 'string' ? JSON.parse(answer.Data) : answer.Data) as Record<string, unknown>;
  } catch {
    throw new HttpError(503, M.irpAnswerBroken, { headers: { 'retry-after': '60' } });
  }
}

/** A session with the IRP for `gstin`: the headers every later call carries. */
async function signIn(env: IrpEnvironment, gstin: string): Promise<Record<string, string>> {
  const data = await call(env, '/eivital/v1.04/auth', {
    method: 'POST',
    headers: { Gstin: gstin },
    body: { UserName: env.username, Password: env.password, ForceRefreshAccessToken: false },
  }).catch((error) => {
    if (error instanceof IrpRefusal) throw new HttpError(409, M.irpRefused(error.message));
    throw error;
  });
  const token = typeof data?.AuthToken === 'string' ? data.AuthToken : '';
  if (!token) throw new HttpError(503, M.irpAnswerBroken, { headers: { 'retry-after': '60' } });
  return { Gstin: gstin, user_name: env.username, AuthToken: token };
}

/** The five fields of a registration, read off the IRP's Data; null when one is missing. */
function signedResponse(data: Record<string, unknown>): SignedResponse | null {
  const text = (key: string) => (typeof data[key] === 'string' || typeof data[key] === 'number' ? String(data[key]) : '');
  const response = {
    Irn: text('Irn').toLowerCase(),
    AckNo: text('AckNo'),
    AckDt: text('AckDt'),
    SignedInvoice: text('SignedInvoice'),
    SignedQRCode: text('SignedQRCode'),
  };
  return Object.values(response).every(Boolean) ? response : null;
}

/** Registers an invoice: the IRP's signed response (or, registered before, the one it holds). */
export async function generateIrn(env: IrpEnvironment, json: EinvoiceJson): Promise<SignedResponse> {
  const gstin = env.gstin || json.SellerDtls.Gstin;
  const headers = await signIn(env, gstin);
  let data: Record<string, unknown>;
  try {
    data = await call(env, '/eicore/v1.03/Invoice', { method: 'POST', headers, body: json });
  } catch (error) {
    if (!(error instanceof IrpRefusal)) throw error;
    const duplicate = error.codes.includes(DUPLICATE_IRN)
      ? (error.answer.InfoDtls ?? []).find((info) => info.InfCd === 'DUPIRN')?.Desc
      : undefined;
    const irn = duplicate && typeof duplicate === 'object' ? (duplicate as { Irn?: unknown }).Irn : undefined;
    if (typeof irn !== 'string') throw new HttpError(409, M.irpRefused(error.message));
    data = await call(env, `/eicore/v1.03/Invoice/irn/${encodeURIComponent(irn)}`, { method: 'GET', headers }).catch((again) => {
      if (again instanceof IrpRefusal) throw new HttpError(409, M.irpRefused(again.message));
      throw again;
    });
  }
  const response = data && signedResponse(data);
  if (!response) throw new HttpError(503, M.irpAnswerBroken, { headers: { 'retry-after': '60' } });
  return response;
}

/** The IRP's cancel reasons: 1 duplicate, 2 data entry mistake, 3 order cancelled, 4 others. */
export type CancelReason = '1' | '2' | '3' | '4';

/** Cancels an IRN at the IRP (within its 24 hours), with the staff's reason as the remark. */
export async function cancelIrn(env: IrpEnvironment, gstin: string, irn: string, remark: string): Promise<void> {
  const headers = await signIn(env, env.gstin || gstin);
  await call(env, '/eicore/v1.03/Invoice/Cancel', {
    method: 'POST',
    headers,
    body: { Irn: irn, CnlRsn: '4' satisfies CancelReason, CnlRem: remark.slice(0, 100) },
  }).catch((error) => {
    if (error instanceof IrpRefusal) throw new HttpError(409, M.irpCancelRefused(error.message));
    throw error;
  });
}
