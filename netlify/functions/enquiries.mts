/** The four inboxes together: All enquiries, a status change for an enquiry of any kind, the CSV export. */
import type { Config } from '@netlify/functions';
import { enquiriesApi } from '../../src/lib/api/inboxes.ts';
import { listAll, setStatus } from '../../src/lib/server/enquiries.ts';
import { exportCsv } from '../../src/lib/server/export-csv.ts';
import { serve } from '../../src/lib/server/serve.ts';

export default serve(enquiriesApi, { list: listAll, export: exportCsv, setStatus });

export const config: Config = {
  path: ['/api/enquiries', '/api/enquiries/', '/api/enquiries/:id', '/api/enquiries/export', '/api/enquiries/export/'],
};
