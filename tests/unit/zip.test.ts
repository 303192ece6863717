import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipStream } from '../../src/lib/server/files/zip.ts';

const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());

describe('the accountant’s ZIP', () => {
  it('holds each file under its name, made in order, text in UTF-8', async () => {
    const made: string[] = [];
    async function* files() {
      yield { name: 'b2b.csv', content: 'GSTIN,Invoice\r\n07AAACL1234C1Z5,INV/2026-27/0001\r\n' };
      yield {
        name: 'invoices/INV-2026-27-0001.pdf',
        content: async () => (made.push('pdf'), new Uint8Array([37, 80, 68, 70])),
        stored: true,
      };
      yield { name: 'सारांश.txt', content: 'कर ₹2,250.00' };
    }
    const files_ = unzipSync(await bytesOf(zipStream(files())));
    expect(Object.keys(files_)).toEqual(['b2b.csv', 'invoices/INV-2026-27-0001.pdf', 'सारांश.txt']);
    expect(strFromU8(files_['b2b.csv'])).toContain('INV/2026-27/0001');
    expect([...files_['invoices/INV-2026-27-0001.pdf']]).toEqual([37, 80, 68, 70]);
    expect(strFromU8(files_['सारांश.txt'])).toBe('कर ₹2,250.00');
    expect(made).toEqual(['pdf']);
  });

  it('makes a file only when the reader has taken what came before', async () => {
    const made: number[] = [];
    const stream = zipStream(
      (function* () {
        for (let index = 0; index < 50; index += 1)
          yield { name: `${index}.txt`, content: async () => (made.push(index), 'x'.repeat(10_000)) };
      })(),
    );
    const reader = stream.getReader();
    await reader.read();
    expect(made.length).toBeLessThan(50);
    await reader.cancel();
  });

  it('an empty list is an empty ZIP', async () => {
    expect(Object.keys(unzipSync(await bytesOf(zipStream([]))))).toEqual([]);
  });
});
