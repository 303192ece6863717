/**
 * Manage Testimonials (docs/product.md 2.18): every testimonial, a modal to add or edit, delete. The name is
 * shown under 'Client name' and the company under 'Company' (docs/product.md departure 5).
 */
import { useState } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { testimonialsApi } from '../../lib/api/content.ts';
import { callApi } from '../../lib/client/api.ts';
import { ADMIN_TEXTS } from '../../lib/messages/admin.ts';
import { MESSAGES } from '../../lib/messages/answers.ts';
import type { Testimonial } from '../../lib/schemas/content.ts';
import { confirmAndDelete } from './actions.ts';
import { ContentTable } from './ContentTable.tsx';
import { RowActions } from './RowActions.tsx';
import { StarRating } from './StarRating.tsx';
import { TestimonialForm } from './TestimonialForm.tsx';
import { usePagedList } from '../components/use-paged-list.ts';

const COLUMNS = ['Client name', 'Star', 'Message', 'Company', 'Actions'];

/** docs/product.md 7: an array, or an object holding `testimonials` or `data`; anything else is an empty list. */
function toList(answer: unknown): Testimonial[] {
  if (Array.isArray(answer)) return answer;
  const wrapped = answer as { testimonials?: unknown; data?: unknown } | null;
  if (Array.isArray(wrapped?.testimonials)) return wrapped.testimonials;
  if (Array.isArray(wrapped?.data)) return wrapped.data;
  return [];
}

/** Every testimonial at once: the list is short and has no pages. */
const loadTestimonials = async (_page: number, signal: AbortSignal) => toList(await callApi(testimonialsApi.list, { signal }));

export default function ManageTestimonials() {
  const list = usePagedList(loadTestimonials, {
    failure: ADMIN_TEXTS.testimonialsLoadFailed,
    toast: true,
  });
  const { rows, loading, error } = list;
  const [busy, setBusy] = useState(false);
  const [modal, setModal] = useState<{ testimonial?: Testimonial } | null>(null);

  const saved = () => {
    setModal(null);
    list.reload();
  };

  const remove = async (testimonial: Testimonial) => {
    const deleted = await confirmAndDelete({
      call: () => callApi(testimonialsApi.remove, { params: { id: testimonial._id } }),
      question: ADMIN_TEXTS.confirmDeleteTestimonial,
      success: MESSAGES.testimonialDeleted,
      failureTitle: ADMIN_TEXTS.testimonialDeleteFailed,
      onBusy: setBusy,
    });
    if (deleted) list.reload();
  };

  return (
    <div className="content">
      <div className="content__toolbar">
        <h1>Manage Testimonials</h1>
        <button type="button" className="button" onClick={() => setModal({})}>
          Add New
        </button>
      </div>
      <ContentTable
        label="Testimonials"
        columns={COLUMNS}
        rowCount={rows.length}
        loading={loading || busy}
        empty={ADMIN_TEXTS.noTestimonials}
        error={error}
      >
        {rows.map((testimonial) => (
          <tr key={testimonial._id}>
            <td>{testimonial.name}</td>
            <td>
              <StarRating stars={testimonial.star} />
            </td>
            <td className="content-table__long">{testimonial.message}</td>
            <td>{testimonial.company || <span className="content-muted">—</span>}</td>
            <td>
              <RowActions
                name={`testimonial from ${testimonial.name}`}
                disabled={loading || busy}
                onEdit={() => setModal({ testimonial })}
                onDelete={() => remove(testimonial)}
              />
            </td>
          </tr>
        ))}
      </ContentTable>
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
