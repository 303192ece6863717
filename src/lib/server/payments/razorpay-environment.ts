/**
 * Online payment's environment: Razorpay's keys and webhook secret, read from the deployment's variables. All
 * three or nothing: without any one of them the buyer's page offers no online payment and the calls that
 * serve it answer 404. RAZORPAY_API_URL points the calls elsewhere (a local stand-in in the tests).
 */
export interface RazorpayEnvironment {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Without a trailing slash. */
  apiUrl: string;
}

export function razorpayEnvironment(): RazorpayEnvironment | null {
  const keyId = process.env.RAZORPAY_KEY_ID ?? '';
  const keySecret = process.env.RAZORPAY_KEY_SECRET ?? '';
  const webhookSecret = process.env.RAZORPAY_WEBHOOK_SECRET ?? '';
  if (!keyId || !keySecret || !webhookSecret) return null;
  const apiUrl = (process.env.RAZORPAY_API_URL || 'https://api.razorpay.com').replace(/\/+$/, '');
  return { keyId, keySecret, webhookSecret, apiUrl };
}
