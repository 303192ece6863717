/** The period's books as Tally Prime's import XML (being written: answers 501 until then). */
import { HttpError } from '../http.ts';

/** The period's Tally XML as a download. */
export async function tallyAnswer(period: string): Promise<Response> {
  throw new HttpError(501, `The Tally file of ${period} is not ready yet`);
}
