/**
 * A call's address from its path pattern: `:name` parts filled in (encoded), the query's set values after
 * `?`. On its own (no schema, no valibot), so the smallest page script can build the contract's addresses.
 */
export function fillPath(pattern: string, params: Record<string, string> = {}, query: object = {}): string {
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The buyer's quotation page's reads, which its first script makes (src/components/customer-quotation). */
export const CUSTOMER_QUOTATION_PATHS = {
  get: '/api/q/:secret',
  file: '/api/q/:secret/files/:fileId',
  pdf: '/api/q/:secret/pdf',
  /** One of the order's invoices as a PDF (src/lib/api/invoices.ts). */
  invoicePdf: '/api/q/:secret/invoices/:id/pdf',
} as const;
