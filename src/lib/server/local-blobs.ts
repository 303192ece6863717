/**
 * A Blobs store on local disk for everything that runs off Netlify (the local runtime, builds, scripts,
 * tests). It serves a folder with Netlify's own BlobsServer and points the Blobs environment at it, so
 * the code that reads and writes data is the same as on Netlify.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';

export const LOCAL_SITE_ID = 'local';

export interface LocalBlobs {
  url: string;
  directory: string;
  stop(): Promise<void>;
}

/** The local data folder: DATA_DIR, else .netlify/local in the project. */
export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR ?? path.join(process.cwd(), '.netlify', 'local'));
}

export function blobsContext(url: string, token: string): string {
  const context = { edgeURL: url, uncachedEdgeURL: url, siteID: LOCAL_SITE_ID, token, primaryRegion: 'us-east-2' };
  return Buffer.from(JSON.stringify(context)).toString('base64');
}

/** Starts a BlobsServer over `directory` and sets NETLIFY_BLOBS_CONTEXT for this process and its children. */
export async function startLocalBlobs(directory = path.join(dataDir(), 'blobs')): Promise<LocalBlobs> {
  const token = randomBytes(16).toString('hex');
  const server = new BlobsServer({ directory, token, logger: () => undefined });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  process.env.NETLIFY_BLOBS_CONTEXT = blobsContext(url, token);
  return {
    url,
    directory,
    async stop() {
      await server.stop();
    },
  };
}
