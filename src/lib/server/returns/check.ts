/** What would make the portal refuse or warn about a period's GSTR-1 (being written). */
import type { ReturnProblem } from '../../api/returns.ts';

/** The period's problems, each with the document to mend. */
export async function returnCheck(_period: string): Promise<ReturnProblem[]> {
  return [];
}
