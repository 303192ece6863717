/** The artwork proofs sent to the customer, and Add proof until the quotation is accepted. */
import { uploadArtwork } from '../../../components/quote/artwork-upload.ts';
import { artworkApi } from '../../../lib/api/artwork.ts';
import { pathOf } from '../../../lib/api/define.ts';
import { quotationsApi } from '../../../lib/api/quotations.ts';
import { callApi } from '../../../lib/client/api.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { QUOTATION_TEXTS as T } from '../../../lib/messages/quotations.ts';
import { Panel, type PanelProps, Said, download } from './action.tsx';

export function ProofsPanel({ quotation, action: { busy, said, run } }: PanelProps) {
  const addProof = (file: File | undefined) => {
    if (!file) return;
    void run('proof', async () => {
      const stored = await uploadArtwork(file, () => undefined).done;
      return callApi(quotationsApi.proof, { params: { id: quotation._id }, body: { fileId: stored.id } });
    });
  };

  return (
    <Panel id="quotation-proofs" title={T.proofs}>
      {(quotation.proofs ?? []).length === 0 ? (
        <p>{T.noProofs}</p>
      ) : (
        <ul className="quotation-actions__list">
          {quotation.proofs!.map((proof) => (
            <li key={proof.fileId}>
              <button
                type="button"
                className="link-button"
                onClick={() => void download(pathOf(artworkApi.download, { id: proof.fileId }), proof.name)}
              >
                {T.proofRow(proof.name, proof.version, proof.by, formatDateTime(proof.at))}
              </button>
            </li>
          ))}
        </ul>
      )}
      {quotation.status !== 'Accepted' && (
        <label className="button button--secondary button--small quotation-actions__file">
          {T.addProof}
          <input
            type="file"
            accept=".pdf,.ai,.eps,.svg,.png,.jpg,.jpeg,.webp"
            disabled={busy === 'proof'}
            onChange={(event) => {
              addProof(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      )}
      <Said text={said.proof} />
    </Panel>
  );
}
