/**
 * The site settings (docs/product.md 2.22): read by anyone, with the private sections (tax, bank, UPI, payments)
 * for an Admin alone; saved by Admins over the version they read.
 */
import type { Config } from '@netlify/functions';
import { settingsApi } from '../../src/lib/api/staff.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { HttpError, json } from '../../src/lib/server/http.ts';
import { serve } from '../../src/lib/server/serve.ts';
import { siteSettings } from '../../src/lib/server/site/site-settings.ts';
import { sessionOf } from '../../src/lib/server/team/auth.ts';
import { publicSettings } from '../../src/lib/settings.ts';
import { VersionConflictError } from '../../src/lib/server/store.ts';

export default serve(settingsApi, {
  get: async ({ person }) => {
    // The token's role may be older than the account's: an Admin's is confirmed before the private sections go out.
    const [stored, admin] = await Promise.all([
      siteSettings.read(),
      person?.role === 'Admin' ? sessionOf(person).then((current) => current.role === 'Admin') : false,
    ]);
    return json(admin ? stored : { ...stored, data: publicSettings(stored.data) });
  },
  save: async ({ body, version }) => {
    try {
      const saved = await siteSettings.save(body, { ifVersion: version, action: 'Site settings updated' });
      return json({ message: MESSAGES.settingsSaved, ...saved });
    } catch (error) {
      // Someone saved in between: 409 with what is stored now, for the screen to show.
      if (error instanceof VersionConflictError) throw new HttpError(409, MESSAGES.settingsConflict, { data: error.current });
      throw error;
    }
  },
});

export const config: Config = { path: ['/api/settings', '/api/settings/'] };
