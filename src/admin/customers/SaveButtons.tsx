/** The end of a customer's form (its details, a contact): Cancel, and Save (Saving… while it saves). */
import { CUSTOMER_TEXTS as T } from '../../lib/messages/customers-screen.ts';
import { Button } from '../components/Button.tsx';

export function SaveButtons({ className, busy, onCancel }: { className: string; busy: boolean; onCancel: () => void }) {
  return (
    <div className={className}>
      <Button look="secondary" onClick={onCancel}>
        {T.cancel}
      </Button>
      <button type="submit" className="button" disabled={busy}>
        {busy ? T.saving : T.save}
      </button>
    </div>
  );
}
