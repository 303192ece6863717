/** A GSTIN with its check character, from its first 14, for the tests that bill a registered buyer. */
import { gstinCheckCharacter } from '../../src/lib/gst/identifiers.ts';

export const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
