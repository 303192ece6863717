/** Who a staff call is made by: a leaf module, so the store layer can name the person without reaching sign-in. */
import type { Role } from '../types.ts';

/** A signed-in person, Admin or Staff: who a staff call is made by. */
export interface Person {
  id: string;
  email: string;
  name: string;
  role: Role;
  sessionId: string;
}
