/**
 * Manage Testimonials (docs/product.md 2.18): every testimonial, a modal to add or edit, delete. The name is
 * shown under 'Client name' and the company under 'Company' (docs/product.md departure 5).
 */
import { useCallback, useEffect, useState } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { apiRequest, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { MESSAGES } from '../../lib/messages.ts';
import type { Testimonial } from '../../lib/types.ts';
import { confirmAndDelete } from '../catalogue/actions.ts';
import { CatalogueTable } from '../catalogue/CatalogueTable.tsx';
import { RowActions } from '../catalogue/RowActions.tsx';
import { StarRating } from '../catalogue/StarRating.tsx';
import { TestimonialForm } from '../catalogue/TestimonialForm.tsx';

const COLUMNS = ['Client name', 'Star', 'Message', 'Company', 'Actions'];
const FETCH_FAILED = 'Failed to fetch testimonials';

/** docs/product.md 7: an array, or an object holding `testimonials` or `data`; anything else is an empty list. */
function toList(answer: unknown): Testimonial[] {
  if (Array.isArray(answer)) return answer;
  const wrapped = answer as { testimonials?: unknown; data?: unknown } | null;
  if (Array.isArray(wrapped?.testimonials)) return wrapped.testimonials;
  if (Array.isArray(wrapped?.data)) return wrapped.data;
  return [];
}

export default function ManageTestimonials() {
  const [rows, setRows] = useState<Testimonial[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  const [modal, setModal] = useState<{ testimonial?: Testimonial } | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(toList(await apiRequest<unknown>('/api/testimonials', { auth: true })));
      setError(undefined);
    } catch (reason) {
      console.error(reason);
      setRows([]);
      setError(`${FETCH_FAILED}: ${errorMessage(reason)}`);
      void notify.error(FETCH_FAILED, { description: errorMessage(reason) });
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const saved = () => {
    setModal(null);
    void load();
  };

  const remove = async (testimonial: Testimonial) => {
    const deleted = await confirmAndDelete({
      path: `/api/testimonials/${testimonial._id}`,
      question: 'Are you sure you want to delete this testimonial? This action cannot be undone.',
      success: MESSAGES.testimonialDeleted,
      failureTitle: 'Failed to delete testimonial',
      onBusy: setLoading,
    });
    if (deleted) void load();
  };

  return (
    <div className="catalogue">
      <div className="catalogue__toolbar">
        <h1>Manage Testimonials</h1>
        <button type="button" className="button" onClick={() => setModal({})}>
          Add New
        </button>
      </div>
      <CatalogueTable
        label="Testimonials"
        columns={COLUMNS}
        rowCount={rows.length}
        loading={loading}
        empty="No testimonials found"
        error={error}
      >
        {rows.map((testimonial) => (
          <tr key={testimonial._id}>
            <td>{testimonial.name}</td>
            <td>
              <StarRating stars={testimonial.star} />
            </td>
            <td className="catalogue-table__long">{testimonial.message}</td>
            <td>{testimonial.company || <span className="catalogue-muted">—</span>}</td>
            <td>
              <RowActions
                name={`testimonial from ${testimonial.name}`}
                disabled={loading}
                onEdit={() => setModal({ testimonial })}
                onDelete={() => remove(testimonial)}
              />
            </td>
          </tr>
        ))}
      </CatalogueTable>
      <Dialog
        open={modal !== null}
        title={modal?.testimonial ? 'Edit Testimonial' : 'Add Testimonial'}
        onClose={() => setModal(null)}
      >
        {modal && <TestimonialForm testimonial={modal.testimonial} onSaved={saved} onCancel={() => setModal(null)} />}
      </Dialog>
    </div>
  );
}
