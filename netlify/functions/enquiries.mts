/**
 * The four inboxes together: All enquiries, a status change for an enquiry of any kind, and the CSV export
 * (streamed for what fits one answer; prepared in parts by a background function for any size).
 */
import type { Config } from '@netlify/functions';
import { enquiriesApi } from '../../src/lib/api/inboxes.ts';
import type { EnquiryKind } from '../../src/lib/constants.ts';
import { getEnquiry, listAll, setStatus, toFilter } from '../../src/lib/server/inbox/enquiries.ts';
import { exportCsv } from '../../src/lib/server/inbox/export-csv.ts';
import { createExportJob, exportJobs } from '../../src/lib/server/inbox/export-jobs.ts';
import { FILE_TYPES } from '../../src/lib/server/files/download.ts';
import { serve } from '../../src/lib/server/serve.ts';

export default serve(enquiriesApi, {
  list: listAll,
  export: exportCsv,
  get: getEnquiry,
  setStatus,
  startExport: async ({ request, body, member }) => {
    const { kind = 'all', ...filter } = toFilter(body);
    return exportJobs.started(await createExportJob(kind as EnquiryKind | 'all', filter, member, new URL(request.url).origin));
  },
  exportJob: ({ params }) => exportJobs.answer(params.id),
  exportPart: ({ params }) => exportJobs.partAnswer(params.id, params.n, FILE_TYPES.csv),
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
