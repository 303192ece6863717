/**
 * Merge: this customer into another, which is kept. Staff find the one to keep by the same search as the
 * list, choose it, read what will happen and confirm; everything linked moves there and this record's address
 * then leads to it, so the screen goes on to the kept customer. A modal dialog: focus stays inside, Escape closes.
 */
import { type SubmitEvent, useState } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { type CustomerDetail, type CustomerRow, customersApi } from '../../lib/api/customers.ts';
import { callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { CUSTOMER_TEXTS as T } from '../../lib/messages/customers-screen.ts';
import { Button } from '../components/Button.tsx';
import { SearchField } from '../components/Field.tsx';
import { sayFailure, signedOut } from '../components/failure.ts';
import { useStartAt } from '../components/use-start-at.ts';
import { customerPath } from '../paths.ts';
import { navigate } from '../router.ts';

interface MergeDialogProps {
  open: boolean;
  customer: CustomerDetail;
  onClose: () => void;
}

export function MergeDialog({ open, customer, onClose }: MergeDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={T.mergeTitle}
      description={T.mergeLead(customer.name)}
      className="customer-merge"
    >
      {open && <MergeForm customer={customer} onClose={onClose} />}
    </Dialog>
  );
}

const describe = (row: CustomerRow) =>
  [row.company && row.company !== row.name ? row.company : '', row.emails[0], row.gstin].filter(Boolean).join(' · ');

function MergeForm({ customer, onClose }: { customer: CustomerDetail; onClose: () => void }) {
  const [words, setWords] = useState('');
  const [found, setFound] = useState<CustomerRow[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [chosen, setChosen] = useState<CustomerRow | null>(null);
  const [said, setSaid] = useState('');
  const [merging, setMerging] = useState(false);

  useStartAt('merge-search');

  async function find(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearching(true);
    setSaid('');
    try {
      const answer = await callApi(customersApi.list, { query: { q: words.trim() || undefined, sort: 'name', limit: 20 } });
      setFound(answer.data.filter((row) => row._id !== customer._id));
    } catch (error) {
      if (!signedOut(error)) setSaid(errorMessage(error));
    } finally {
      setSearching(false);
    }
  }

  async function merge() {
    if (!chosen) return setSaid(T.mergeNeedsChoice);
    setMerging(true);
    try {
      const answer = await callApi(customersApi.merge, { params: { id: customer._id }, body: { into: chosen._id } });
      void notify.success(answer.message);
      onClose();
      navigate(customerPath(chosen._id));
    } catch (error) {
      const reason = sayFailure(T.mergeFailed, error);
      if (reason) setSaid(reason);
    } finally {
      setMerging(false);
    }
  }

  return (
    <div className="customer-merge__body">
      <form role="search" className="customer-merge__search" onSubmit={find}>
        <SearchField id="merge-search" label={T.mergeSearch} hint={T.mergeSearchHint} value={words} onChange={setWords} />
        <button type="submit" className="button button--secondary" disabled={searching}>
          {T.mergeFind}
        </button>
      </form>
      {found !== null &&
        (found.length === 0 ? (
          <p className="customer__none" role="status">
            {T.mergeNone}
          </p>
        ) : (
          <fieldset className="customer-merge__results">
            <legend>{T.mergeResults}</legend>
            {found.map((row) => (
              <label key={row._id} className="customer-merge__choice">
                <input
                  type="radio"
                  name="merge-into"
                  value={row._id}
                  checked={chosen?._id === row._id}
                  onChange={() => {
                    setChosen(row);
                    setSaid('');
                  }}
                />
                <span>
                  <strong>{row.name}</strong>
                  <span className="customer__muted">{describe(row)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ))}
      <p className="customer-merge__chosen" role="status">
        {chosen ? T.mergeChosen(customer.name, chosen.name) : said}
      </p>
      {chosen && said && (
        <p className="field__error" role="alert">
          {said}
        </p>
      )}
      <div className="dialog__actions">
        <Button look="secondary" onClick={onClose}>
          {T.cancel}
        </Button>
        <Button look="danger" disabled={merging} onClick={() => void merge()}>
          {merging ? T.merging : T.mergeConfirm}
        </Button>
      </div>
    </div>
  );
}
