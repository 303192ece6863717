/** The period's pack: every file the accountant needs in one ZIP (being written: answers 501 until then). */
import { HttpError } from '../http.ts';

/** The period's ZIP as a streamed download. */
export async function packAnswer(period: string): Promise<Response> {
  throw new HttpError(501, `The pack of ${period} is not ready yet`);
}
