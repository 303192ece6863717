/**
 * A local stand-in for Razorpay's API (node:http on 127.0.0.1, a free port), so the online payment tests need
 * no network: it records each request and answers POST /v1/payment_links as Razorpay does (an id and a
 * `short_url`; a second link of the same `reference_id` refused), and makes the webhook's signed deliveries.
 */
import { createHmac } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';

export interface StandInRequest {
  method: string;
  path: string;
  authorization: string;
  body: Record<string, unknown>;
}

export interface RazorpayStandIn {
  url: string;
  requests: StandInRequest[];
  /** The links made, by id. */
  links: Map<string, { amount: number; currency: string; reference_id: string; notes: Record<string, string> }>;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

export async function startRazorpayStandIn(): Promise<RazorpayStandIn> {
  const requests: StandInRequest[] = [];
  const links: RazorpayStandIn['links'] = new Map();
  let made = 0;
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization ?? '',
      body,
    });
    if (request.method !== 'POST' || request.url !== '/v1/payment_links')
      return send(response, 404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found' } });
    const referenceId = String(body.reference_id ?? '');
    if ([...links.values()].some((link) => link.reference_id === referenceId))
      return send(response, 400, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'payment link with given reference_id already exists' },
      });
    made += 1;
    const id = `plink_StandIn${String(made).padStart(6, '0')}`;
    links.set(id, {
      amount: Number(body.amount),
      currency: String(body.currency),
      reference_id: referenceId,
      notes: (body.notes ?? {}) as Record<string, string>,
    });
    send(response, 200, {
      id,
      amount: body.amount,
      currency: body.currency,
      reference_id: referenceId,
      description: body.description,
      notes: body.notes,
      status: 'created',
      short_url: `https://rzp.io/i/standin${made}`,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    links,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A `payment_link.paid` event of a link made for a quotation, as Razorpay delivers it (the payment's notes empty). */
export function paidLinkEvent(link: { id: string; quotationId: string; amount: number; paymentId: string; currency?: string }) {
  const currency = link.currency ?? 'INR';
  return {
    entity: 'event',
    account_id: 'acc_StandIn000001',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: {
        entity: {
          id: link.id,
          amount: link.amount,
          amount_paid: link.amount,
          currency,
          notes: { quotationId: link.quotationId },
          status: 'paid',
        },
      },
      order: { entity: { id: 'order_StandIn000001', amount: link.amount, status: 'paid' } },
      payment: {
        entity: {
          id: link.paymentId,
          entity: 'payment',
          amount: link.amount,
          currency,
          status: 'captured',
          method: 'upi',
          notes: [],
        },
      },
    },
    created_at: 1_790_000_000,
  };
}

/** The `X-Razorpay-Signature` of exactly these bytes: hex HMAC-SHA256 with the webhook secret. */
export const signed = (raw: string, secret: string) => createHmac('sha256', secret).update(raw).digest('hex');
