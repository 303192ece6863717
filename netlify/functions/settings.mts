/**
 * The site settings (docs/product.md 2.22): read by anyone, with the private sections (tax, bank, UPI, payments)
 * for an Admin alone; saved by Admins over the version they read. The signatory's signature image is a
 * private file of its own, uploaded, previewed and discarded by Admins (src/lib/server/invoices/signature.ts).
 */
import { ACTIVITY_ACTIONS as ACTIVITY } from '../../src/lib/messages/activity.ts';
import type { Config } from '@netlify/functions';
import { settingsApi } from '../../src/lib/api/staff.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { HttpError, json, readUploadedFile } from '../../src/lib/server/http.ts';
import {
  discardSignature,
  keepSignature,
  readSignature,
  saveSignature,
  signatureResponse,
} from '../../src/lib/server/invoices/signature.ts';
import { withNoticeVersion } from '../../src/lib/server/privacy/consent-notice.ts';
import { serve } from '../../src/lib/server/serve.ts';
import { siteSettings } from '../../src/lib/server/site/site-settings.ts';
import { sessionOf } from '../../src/lib/server/team/auth.ts';
import { MAX_UPLOAD_BYTES } from '../../src/lib/constants.ts';
import { SETTINGS_MESSAGES } from '../../src/lib/messages/settings.ts';
import { publicSettings } from '../../src/lib/settings.ts';
import { VersionConflictError } from '../../src/lib/server/store/index.ts';

export default serve(settingsApi, {
  get: async ({ member }) => {
    // The token's role may be older than the account's: an Admin's is confirmed before the private sections go out.
    const [stored, admin] = await Promise.all([
      siteSettings.read(),
      member?.role === 'Admin' ? sessionOf(member).then((current) => current.role === 'Admin') : false,
    ]);
    return json(admin ? stored : { ...stored, data: publicSettings(stored.data) });
  },
  save: async ({ body, version }) => {
    // The signature named must be one uploaded here; from now on an invoice may print it, so it is kept.
    const signature = body.tax?.signatory.imageId;
    // The privacy notice's version moves on when what the notice says changes, judged against what is stored.
    const [stored] = await Promise.all([siteSettings.read(), signature && keepSignature(signature)]);
    try {
      const settings = stored.version === version ? withNoticeVersion(body, stored.data) : body;
      const saved = await siteSettings.save(settings, { ifVersion: version, action: ACTIVITY.settingsUpdated });
      return json({ message: MESSAGES.settingsSaved, ...saved });
    } catch (error) {
      // Someone saved in between: 409 with what is stored now, for the screen to show.
      if (error instanceof VersionConflictError)
        throw new HttpError(409, MESSAGES.settingsConflict, { code: 'version-conflict', data: error.current });
      throw error;
    }
  },
  uploadSignature: async ({ request }) => {
    const { bytes } = await readUploadedFile(request, MAX_UPLOAD_BYTES, {
      missing: SETTINGS_MESSAGES.signatureMissing,
      tooLarge: SETTINGS_MESSAGES.signatureTooLarge,
    });
    const imageId = await saveSignature(bytes);
    return json({ message: SETTINGS_MESSAGES.signatureUploaded, data: { imageId } }, 201);
  },
  signature: async ({ params }) => {
    const png = await readSignature(params.id);
    if (!png) throw new HttpError(404, SETTINGS_MESSAGES.signatureNotFound);
    return signatureResponse(png);
  },
  discardSignature: async ({ params }) => {
    const stored = await siteSettings.read();
    await discardSignature(params.id, stored.data.tax?.signatory.imageId);
    return json({ message: SETTINGS_MESSAGES.signatureDiscarded });
  },
});

export const config: Config = {
  path: ['/api/settings', '/api/settings/', '/api/settings/signature', '/api/settings/signature/', '/api/settings/signature/:id'],
};
