/** What the answers' code (loaded on first reach) gets from the page: its parts, and how to draw it again. */
import type { CustomerQuotation } from '../../lib/api/customer-quotation-reads.ts';

export interface AnswerContext {
  root: HTMLElement;
  secret: string;
  part: <E extends Element = HTMLElement>(selector: string) => E;
  draw: (quotation: CustomerQuotation) => void;
  current: () => CustomerQuotation;
}
