/**
 * A local stand-in for Razorpay's API (node:http on 127.0.0.1, a free port), so the online payment tests need
 * no network: it records each request and answers as Razorpay does POST /v1/payment_links (an id and a
 * `short_url`; a second link of the same `reference_id` refused) and POST /v1/payment_links/{id}/cancel (the
 * link, `status: 'cancelled'`; only a link still `created` can be cancelled), and makes the webhook's signed
 * deliveries: a link paid (`payment_link.paid`) and a refund processed (`refund.processed`).
 */
import { createHmac } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';

export interface StandInRequest {
  method: string;
  path: string;
  authorization: string;
  body: Record<string, unknown>;
}

export interface StandInLink {
  amount: number;
  currency: string;
  reference_id: string;
  notes: Record<string, string>;
  status: 'created' | 'paid' | 'cancelled';
  short_url: string;
}

export interface RazorpayStandIn {
  url: string;
  requests: StandInRequest[];
  /** The links made, by id. */
  links: Map<string, StandInLink>;
  /** The ids of the links cancelled through the API, in order. */
  cancelled(): string[];
  /** Pays a link as a buyer would: its status becomes paid, and the event Razorpay then delivers. */
  pay(linkId: string, payment: { paymentId: string; amount?: number; createdAt?: number }): ReturnType<typeof paidLinkEvent>;
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

const badRequest = (response: ServerResponse, description: string) =>
  send(response, 400, {
    error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', reason: 'input_validation_failed' },
  });

const unix = () => Math.floor(Date.now() / 1000);

/** A link as Razorpay's API answers it. */
const linkEntity = (id: string, link: StandInLink) => ({
  id,
  amount: link.amount,
  amount_paid: link.status === 'paid' ? link.amount : 0,
  currency: link.currency,
  reference_id: link.reference_id,
  notes: link.notes,
  status: link.status,
  short_url: link.short_url,
  cancelled_at: link.status === 'cancelled' ? unix() : 0,
});

export async function startRazorpayStandIn(): Promise<RazorpayStandIn> {
  const requests: StandInRequest[] = [];
  const links: RazorpayStandIn['links'] = new Map();
  let made = 0;
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const path = request.url ?? '';
    requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization ?? '', body });
    const cancel = /^\/v1\/payment_links\/([^/]+)\/cancel$/.exec(path);
    if (request.method === 'POST' && cancel) {
      const link = links.get(cancel[1]);
      if (!link) return badRequest(response, 'The id provided does not exist');
      if (link.status !== 'created') return badRequest(response, `Payment Link cannot be cancelled as it is ${link.status}`);
      link.status = 'cancelled';
      return send(response, 200, linkEntity(cancel[1], link));
    }
    if (request.method !== 'POST' || path !== '/v1/payment_links')
      return send(response, 404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found' } });
    const referenceId = String(body.reference_id ?? '');
    if ([...links.values()].some((link) => link.reference_id === referenceId))
      return badRequest(response, 'payment link with given reference_id already exists');
    made += 1;
    const id = `plink_StandIn${String(made).padStart(6, '0')}`;
    const link: StandInLink = {
      amount: Number(body.amount),
      currency: String(body.currency),
      reference_id: referenceId,
      notes: (body.notes ?? {}) as Record<string, string>,
      status: 'created',
      short_url: `https://rzp.io/i/standin${made}`,
    };
    links.set(id, link);
    send(response, 200, { ...linkEntity(id, link), description: body.description });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    links,
    cancelled: () =>
      requests.flatMap((each) => /^\/v1\/payment_links\/([^/]+)\/cancel$/.exec(each.path)?.[1] ?? []).filter(Boolean),
    pay(linkId, { paymentId, amount, createdAt }) {
      const link = links.get(linkId);
      if (!link) throw new Error(`No link ${linkId} was made`);
      link.status = 'paid';
      return paidLinkEvent({
        id: linkId,
        quotationId: link.notes.quotationId ?? '',
        referenceId: link.reference_id,
        amount: amount ?? link.amount,
        paymentId,
        createdAt,
        currency: link.currency,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook event's envelope, as Razorpay delivers each: delivered 5 s after what it is about. */
const webhookEvent = (event: string, payload: Record<string, unknown>, createdAt: number) => ({
  entity: 'event',
  account_id: 'acc_StandIn000001',
  event,
  contains: Object.keys(payload),
  payload,
  created_at: createdAt + 5,
});

/** A payment as an event's payload carries it, by UPI. */
const paymentEntity = (payment: { id: string; amount: number; currency: string }, more: Record<string, unknown>) => ({
  entity: { ...payment, entity: 'payment', method: 'upi', captured: true, notes: [], ...more },
});

/**
 * A `payment_link.paid` event, as Razorpay delivers it (the payment's notes empty): of a link made for a
 * quotation (its `reference_id` ours: `{quotationId}-{paise}`), or of any link at all.
 */
export function paidLinkEvent(link: {
  id: string;
  quotationId: string;
  amount: number;
  paymentId: string;
  referenceId?: string;
  /** Unix seconds of the payment (now when left out). */
  createdAt?: number;
  currency?: string;
}) {
  const currency = link.currency ?? 'INR';
  const createdAt = link.createdAt ?? unix();
  return webhookEvent(
    'payment_link.paid',
    {
      payment_link: {
        entity: {
          id: link.id,
          amount: link.amount,
          amount_paid: link.amount,
          currency,
          reference_id: link.referenceId ?? `${link.quotationId}-${link.amount}`,
          notes: { quotationId: link.quotationId },
          status: 'paid',
          created_at: createdAt - 60,
        },
      },
      order: { entity: { id: 'order_StandIn000001', amount: link.amount, status: 'paid' } },
      payment: paymentEntity(
        { id: link.paymentId, amount: link.amount, currency },
        { status: 'captured', created_at: createdAt },
      ),
    },
    createdAt,
  );
}

/** A `refund.processed` event of a payment, as Razorpay delivers it. */
export function refundEvent(refund: { id: string; paymentId: string; amount: number; createdAt?: number; currency?: string }) {
  const currency = refund.currency ?? 'INR';
  const createdAt = refund.createdAt ?? unix();
  return webhookEvent(
    'refund.processed',
    {
      refund: {
        entity: {
          id: refund.id,
          entity: 'refund',
          amount: refund.amount,
          currency,
          payment_id: refund.paymentId,
          notes: [],
          receipt: null,
          acquirer_data: { arn: null },
          created_at: createdAt,
          batch_id: null,
          status: 'processed',
          speed_processed: 'normal',
          speed_requested: 'normal',
        },
      },
      payment: paymentEntity(
        { id: refund.paymentId, amount: refund.amount, currency },
        { status: 'refunded', amount_refunded: refund.amount },
      ),
    },
    createdAt,
  );
}

/** The `X-Razorpay-Signature` of exactly these bytes: hex HMAC-SHA256 with the webhook secret. */
export const signed = (raw: string, secret: string) => createHmac('sha256', secret).update(raw).digest('hex');
