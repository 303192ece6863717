/**
 * Manage Products' bulk actions (docs/product.md 2.16): for the rows selected, set the status, move them to
 * a category or delete them, after one confirmation; one call, one rebuild, a toast saying how many changed.
 */
import { useState } from 'react';
import { productsApi } from '../../lib/api/content.ts';
import { labelOf } from '../../lib/categories.ts';
import { callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { PRODUCT_ADMIN_TEXTS as TEXTS } from '../../lib/messages/products.ts';
import { OptionList, labelled } from '../components/Field.tsx';
import { useCategories } from '../staff-categories.ts';
import { announceContentChange } from '../publishing.ts';

type Choice = 'Active' | 'Inactive' | 'category' | 'delete';

interface BulkBarProps {
  ids: string[];
  onDone: () => void;
  onClear: () => void;
}

export function BulkBar({ ids, onDone, onClear }: BulkBarProps) {
  const categories = useCategories();
  const [choice, setChoice] = useState<Choice>('Active');
  const [category, setCategory] = useState('');
  const [busy, setBusy] = useState(false);
  const chosenCategory = category || categories[0]?.id || '';

  const apply = async () => {
    const what =
      choice === 'delete'
        ? 'delete'
        : choice === 'category'
          ? `${TEXTS.bulkChoices.category} ${labelOf(chosenCategory, categories)}`
          : TEXTS.bulkChoices[choice];
    if (!window.confirm(TEXTS.confirmBulk(ids.length, what))) return;
    const body =
      choice === 'delete'
        ? { ids, action: 'delete' as const }
        : choice === 'category'
          ? { ids, action: 'category' as const, category: chosenCategory }
          : { ids, action: 'status' as const, status: choice };
    setBusy(true);
    try {
      const answer = await callApi(productsApi.bulk, { body });
      announceContentChange();
      void notify.success(answer.message);
      onDone();
    } catch (error) {
      void notify.error(TEXTS.bulkFailed, { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="content-bulk" role="region" aria-label={TEXTS.bulkRegion}>
      <span className="content-bulk__count" aria-live="polite">
        {TEXTS.selected(ids.length)}
      </span>
      <label>
        {TEXTS.bulkAction}{' '}
        <select value={choice} onChange={(event) => setChoice(event.target.value as Choice)}>
          <OptionList options={labelled(TEXTS.bulkChoices)} />
        </select>
      </label>
      {choice === 'category' && (
        <label>
          {TEXTS.bulkCategory}{' '}
          <select value={chosenCategory} onChange={(event) => setCategory(event.target.value)}>
            {categories.map((each) => (
              <option key={each.id} value={each.id}>
                {each.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="button" className="button" disabled={busy} aria-busy={busy || undefined} onClick={apply}>
        {TEXTS.apply}
      </button>
      <button type="button" className="button button--secondary" disabled={busy} onClick={onClear}>
        {TEXTS.clearSelection}
      </button>
    </div>
  );
}
