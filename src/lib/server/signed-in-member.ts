/** Who a call is made by: the signed-in team member and their session; a leaf module, so the store layer can name them without reaching sign-in. */
import type { Role } from '../schemas/team.ts';

/** A signed-in team member, of the role Admin or Staff. */
export interface SignedInMember {
  id: string;
  email: string;
  name: string;
  role: Role;
  sessionId: string;
}
