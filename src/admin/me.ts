/**
 * Who is signed in (GET /api/account), read once per page load and shared by the top bar, the sidebar
 * (Team only for Admins) and the screens. My account updates it after a rename, so the top bar follows.
 * A failure leaves it unknown (a 401 has already sent the browser to /signin).
 */
import { type Me, accountApi } from '../lib/api/team.ts';
import { callApi } from '../lib/client/api.ts';
import { loadedOnce } from './loaded-once.ts';

const signedIn = loadedOnce(() => callApi(accountApi.me));

export const setMe: (next: Me) => void = signedIn.set;

/** The signed-in team member; null until the first answer. */
export const useMe: () => Me | null = signedIn.use;
