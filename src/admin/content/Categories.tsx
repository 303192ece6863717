/**
 * Categories (docs/product.md 2.23): rename, reorder, hide, add and delete the product categories, then Save
 * (with If-Match: a save over someone else's is refused, and the saved list can be loaded). A category keeps
 * its id, so links and products keep working; one that products use cannot be deleted (its row says how
 * many use it, and so does the server). Saving republishes the site. Each category may carry the HSN code and
 * GST rate its products' quotation lines take.
 */
import { useEffect, useId, useState } from 'react';
import { type CategoryView, categoriesApi } from '../../lib/api/content.ts';
import { callApi, errorMessage, refusedWith } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { MESSAGES } from '../../lib/messages/answers.ts';
import { CATEGORY_TEXTS as T } from '../../lib/messages/content.ts';
import { categoriesSchema } from '../../lib/schemas/content.ts';
import { fieldErrors } from '../../lib/schemas/parts.ts';
import { setCategories } from '../staff-categories.ts';
import { TextField } from '../components/Field.tsx';
import { MoveButtons } from '../components/MoveButtons.tsx';
import { Loading } from '../components/Loading.tsx';
import { announceContentChange } from '../publishing.ts';
import * as v from 'valibot';
import '../settings/settings.css';

interface Row extends CategoryView {
  /** A row's own key (new rows have no id yet). */
  key: string;
  /** The GST rate as typed ('' for none). */
  gst: string;
}

let keys = 0;
const rowsOf = (list: CategoryView[]): Row[] =>
  list.map((category) => ({ ...category, gst: category.gstPercent?.toString() ?? '', key: `row-${(keys += 1)}` }));

/** A row as saved: a rate left empty is none (a typed one the schema checks). */
const asSent = ({ id, label, hidden, hsn, gst }: Row) => ({
  id,
  label: label.trim(),
  hidden,
  hsn: hsn?.trim() ?? '',
  ...(gst.trim() !== '' && { gstPercent: Number(gst) }),
});

export default function Categories() {
  const [loaded, setLoaded] = useState<{ rows: Row[]; version: number } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const load = () => {
    setFailed(null);
    callApi(categoriesApi.list)
      .then((answer) => {
        setLoaded({ rows: rowsOf(answer.data), version: answer.version });
        setCategories(answer.data);
      })
      .catch((error: unknown) => setFailed(errorMessage(error)));
  };
  useEffect(load, []);
  return (
    <section className="settings">
      <h1>{T.title}</h1>
      <p className="settings__intro">{T.intro}</p>
      {failed ? (
        <p role="alert">{failed}</p>
      ) : loaded ? (
        <CategoryList key={loaded.version} loaded={loaded} onReload={load} />
      ) : (
        <Loading />
      )}
    </section>
  );
}

function CategoryList({ loaded, onReload }: { loaded: { rows: Row[]; version: number }; onReload: () => void }) {
  const [rows, setRows] = useState(loaded.rows);
  const [version, setVersion] = useState(loaded.version);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const addId = useId();

  const change = (key: string, patch: Partial<Row>) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const move = (index: number, by: number) =>
    setRows((list) => {
      const next = [...list];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row);
      setSaid(T.moved(row.label, index + by + 1));
      return next;
    });

  function add() {
    if (!name.trim()) return;
    setRows((list) => [...list, { key: `row-${(keys += 1)}`, id: '', label: name.trim(), hidden: false, products: 0, gst: '' }]);
    setSaid(T.added(name.trim()));
    setName('');
  }

  async function save() {
    const body = { categories: rows.map(asSent) };
    const checked = v.safeParse(categoriesSchema, body);
    setErrors(checked.success ? {} : fieldErrors(checked.issues, { whole: true }));
    if (!checked.success) {
      setProblem(checked.issues[0].message);
      return;
    }
    setBusy(true);
    setProblem(null);
    setConflict(false);
    try {
      const answer = await callApi(categoriesApi.save, { body, headers: { 'If-Match': String(version) } });
      setRows(rowsOf(answer.data));
      setVersion(answer.version);
      setCategories(answer.data);
      void notify.success(answer.message);
      announceContentChange();
    } catch (error) {
      setProblem(errorMessage(error));
      setConflict(refusedWith(error, 'version-conflict'));
      void notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="settings__form">
      <p role="status" className="visually-hidden">
        {said}
      </p>
      <ol className="categories-list">
        {rows.map((row, index) => {
          const inputId = `category-${row.key}`;
          return (
            <li key={row.key} className="categories-list__row" data-category={row.id}>
              <div className="field">
                <label htmlFor={inputId}>{T.nameOf(index + 1)}</label>
                <input
                  id={inputId}
                  type="text"
                  value={row.label}
                  maxLength={60}
                  onChange={(event) => change(row.key, { label: event.target.value })}
                />
                <p className="field__hint">{row.products ? T.used(row.products) : T.unused}</p>
              </div>
              <TextField
                id={`${inputId}-hsn`}
                className="categories-list__tax"
                label={T.hsnOf(index + 1)}
                value={row.hsn ?? ''}
                onChange={(hsn) => change(row.key, { hsn })}
                inputMode="numeric"
                maxLength={8}
                error={errors[`categories.${index}.hsn`]}
              />
              <TextField
                id={`${inputId}-gst`}
                className="categories-list__tax"
                label={T.gstOf(index + 1)}
                value={row.gst}
                onChange={(gst) => change(row.key, { gst })}
                inputMode="decimal"
                maxLength={6}
                error={errors[`categories.${index}.gstPercent`]}
              />
              <label className="settings__choice">
                <input
                  type="checkbox"
                  checked={row.hidden}
                  onChange={(event) => change(row.key, { hidden: event.target.checked })}
                />
                {T.hidden}
                <span className="visually-hidden"> {row.label}</span>
              </label>
              <div className="categories-list__actions">
                <MoveButtons index={index} count={rows.length} move={move} up={T.up} down={T.down} row={row.label} />
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    if (row.products) {
                      setProblem(MESSAGES.categoryInUse(row.label, row.products));
                      return;
                    }
                    setRows((list) => list.filter((other) => other.key !== row.key));
                    setSaid(T.deleted(row.label));
                  }}
                >
                  {T.delete}
                  <span className="visually-hidden"> {row.label}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="categories-add">
        <div className="field">
          <label htmlFor={addId}>{T.newName}</label>
          <input
            id={addId}
            type="text"
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
        </div>
        <button type="button" className="button button--secondary" onClick={add}>
          {T.add}
        </button>
      </div>
      <div className="settings__actions">
        {problem && (
          <p className="field__error" role="alert">
            {problem}
          </p>
        )}
        {conflict && (
          <button type="button" className="button button--secondary" onClick={onReload}>
            {T.loadStored}
          </button>
        )}
        <button type="button" className="button" disabled={busy} aria-busy={busy || undefined} onClick={save}>
          {busy ? T.saving : T.save}
        </button>
      </div>
    </div>
  );
}
