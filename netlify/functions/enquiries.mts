/**
 * The four inboxes together: All enquiries, a status change for an enquiry of any kind, and the CSV export
 * (streamed for what fits one answer; prepared in parts by a background function for any size).
 */
import type { Config } from '@netlify/functions';
import { enquiriesApi } from '../../src/lib/api/inboxes.ts';
import type { EnquiryKind } from '../../src/lib/constants.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { getEnquiry, listAll, setStatus, toFilter } from '../../src/lib/server/inbox/enquiries.ts';
import { exportCsv } from '../../src/lib/server/inbox/export-csv.ts';
import { createExportJob, readJob, readPart } from '../../src/lib/server/inbox/export-jobs.ts';
import { FILE_TYPES, fileResponse } from '../../src/lib/server/files/download.ts';
import { HttpError, json } from '../../src/lib/server/http.ts';
import { serve } from '../../src/lib/server/serve.ts';

export default serve(enquiriesApi, {
  list: listAll,
  export: exportCsv,
  get: getEnquiry,
  setStatus,
  startExport: async ({ request, body, member }) => {
    const { kind = 'all', ...filter } = toFilter(body);
    const job = await createExportJob(kind as EnquiryKind | 'all', filter, member, new URL(request.url).origin);
    return json({ message: MESSAGES.exportStarted, data: job }, 202);
  },
  exportJob: async ({ params }) => {
    const job = await readJob(params.id);
    if (!job) throw new HttpError(404, MESSAGES.exportNotFound);
    return json({ data: job });
  },
  exportPart: async ({ params }) => {
    const n = Number(params.n);
    const found = Number.isInteger(n) && n >= 1 ? await readPart(params.id, n) : null;
    if (!found) throw new HttpError(404, (await readJob(params.id)) ? MESSAGES.exportPartNotReady : MESSAGES.exportNotFound);
    const { part, body } = found;
    return fileResponse({
      body,
      type: FILE_TYPES.csv,
      name: part.fileName,
      headers: { 'content-length': String(part.bytes), 'repr-digest': `sha-256=:${part.sha256}:` },
    });
  },
});

export const config: Config = {
  path: [
    '/api/enquiries',
    '/api/enquiries/',
    '/api/enquiries/:id',
    '/api/enquiries/export',
    '/api/enquiries/export/',
    '/api/enquiries/exports',
    '/api/enquiries/exports/',
    '/api/enquiries/exports/:id',
    '/api/enquiries/exports/:id/parts/:n',
  ],
};
