/**
 * Manage Products (docs/product.md 2.16): one page of every product (Inactive too), a search over the loaded
 * rows, the side panel to add or edit, a status badge that flips and persists (docs/product.md departure 4), delete;
 * CSV export and import, and bulk actions over the rows selected.
 */
import { useState } from 'react';
import { productsApi } from '../../lib/api/content.ts';
import { callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { labelOf } from '../../lib/categories.ts';
import { useCategories } from '../staff-categories.ts';
import { ADMIN_PAGE_SIZE } from '../../lib/constants.ts';
import { formatDateFigures } from '../../lib/format/dates.ts';
import { formatRupees } from '../../lib/format/money.ts';
import { imageAtWidth } from '../../lib/image-urls.ts';
import { ADMIN_TEXTS } from '../../lib/messages/admin.ts';
import { MESSAGES } from '../../lib/messages/answers.ts';
import { PRODUCT_ADMIN_TEXTS } from '../../lib/messages/products.ts';
import type { Product } from '../../lib/schemas/content.ts';
import { confirmAndDelete } from './actions.ts';
import { BulkBar } from './BulkBar.tsx';
import { ContentTable } from './ContentTable.tsx';
import { Pager } from '../components/Pager.tsx';
import { usePagedList } from '../components/use-paged-list.ts';
import { ProductForm } from './ProductForm.tsx';
import { ProductCsvTools } from './ProductImport.tsx';
import { RowActions } from './RowActions.tsx';
import { SidePanel } from './SidePanel.tsx';
import { StatusBadgeButton } from './StatusBadge.tsx';
import { announceContentChange } from '../publishing.ts';

const COLUMNS = ['Image', 'Name', 'Category', 'Price', 'Status', 'Date Added', 'Actions'];

const loadProducts = (page: number, signal: AbortSignal) =>
  callApi(productsApi.list, { query: { page, limit: ADMIN_PAGE_SIZE }, signal });

const priceText = (price: unknown) => (typeof price === 'number' && Number.isFinite(price) ? formatRupees(price) : 'N/A');

export default function ManageProducts() {
  const list = usePagedList(loadProducts, { failure: ADMIN_TEXTS.productsLoadFailed });
  const categories = useCategories();
  const [search, setSearch] = useState('');
  const [panel, setPanel] = useState<{ product?: Product } | null>(null);
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const query = search.trim().toLowerCase();
  const shown = query ? list.rows.filter((product) => product.name.toLowerCase().includes(query)) : list.rows;

  // Only rows on the screen can be selected: a new page or search starts a new selection.
  const selectedIds = shown.filter((product) => selected.has(product._id)).map((product) => product._id);
  const allSelected = shown.length > 0 && selectedIds.length === shown.length;
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const bulkDone = () => {
    setSelected(new Set());
    list.reload();
  };
  const imported = () => {
    list.setPage(1);
    list.reload();
  };

  const saved = () => {
    const added = !panel?.product;
    setPanel(null);
    // A new product is the newest, so it is on the first page.
    if (added) list.setPage(1);
    list.reload();
  };

  const toggleStatus = async (product: Product) => {
    const status = product.status === 'Active' ? 'Inactive' : 'Active';
    setBusy(true);
    try {
      const answer = await callApi(productsApi.setStatus, { params: { id: product._id }, body: { status } });
      list.setRows((rows) => rows.map((row) => (row._id === product._id ? { ...row, status } : row)));
      announceContentChange();
      void notify.success(answer?.message || MESSAGES.statusUpdated, { description: ADMIN_TEXTS.productIsNow(status) });
    } catch (error) {
      void notify.error(ADMIN_TEXTS.statusNotUpdated, { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (product: Product) => {
    const deleted = await confirmAndDelete({
      call: () => callApi(productsApi.remove, { params: { id: product._id } }),
      question: ADMIN_TEXTS.confirmDeleteProduct,
      success: MESSAGES.productDeleted,
      onBusy: setBusy,
    });
    if (deleted) list.reload();
  };

  return (
    <div className="content">
      <div className="content__toolbar">
        <h1>Manage Products</h1>
        <div className="content__tools">
          <label className="visually-hidden" htmlFor="product-search">
            Search products
          </label>
          <input
            id="product-search"
            className="content__search"
            type="search"
            placeholder="Search products..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <ProductCsvTools onImported={imported} />
          <button type="button" className="button" onClick={() => setPanel({})}>
            Add New
          </button>
        </div>
      </div>
      {selectedIds.length > 0 && <BulkBar ids={selectedIds} onDone={bulkDone} onClear={() => setSelected(new Set())} />}
      <ContentTable
        label="Products"
        columns={COLUMNS}
        rowCount={shown.length}
        loading={list.loading || busy}
        empty={ADMIN_TEXTS.noProducts}
        error={list.error}
        leading={
          <input
            type="checkbox"
            aria-label={PRODUCT_ADMIN_TEXTS.selectAll}
            checked={allSelected}
            disabled={shown.length === 0}
            onChange={(event) => setSelected(event.target.checked ? new Set(shown.map((product) => product._id)) : new Set())}
          />
        }
      >
        {shown.map((product) => (
          <tr key={product._id}>
            <td>
              <input
                type="checkbox"
                aria-label={PRODUCT_ADMIN_TEXTS.selectOne(product.name)}
                checked={selected.has(product._id)}
                onChange={(event) => toggle(product._id, event.target.checked)}
              />
            </td>
            <td>
              {product.images[0] ? (
                <img
                  className="content-thumb"
                  src={imageAtWidth(product.images[0], 320)}
                  alt={product.name}
                  width="48"
                  height="48"
                  loading="lazy"
                />
              ) : (
                <span className="content-muted">No Image</span>
              )}
            </td>
            <td>{product.name}</td>
            <td>{labelOf(product.category, categories)}</td>
            <td>{priceText(product.price)}</td>
            <td>
              <StatusBadgeButton
                status={product.status}
                actionLabel={`mark ${product.name} ${product.status === 'Active' ? 'Inactive' : 'Active'}`}
                disabled={busy}
                onClick={() => toggleStatus(product)}
              />
            </td>
            <td>{formatDateFigures(product.dateAdded)}</td>
            <td>
              <RowActions
                name={product.name}
                disabled={busy}
                onEdit={() => setPanel({ product })}
                onDelete={() => remove(product)}
              />
            </td>
          </tr>
        ))}
      </ContentTable>
      <Pager label="Products pages" page={list.page} hasNext={list.hasNext} disabled={list.loading} onPage={list.setPage} />
      <SidePanel
        open={panel !== null}
        title={panel?.product ? 'Edit Product Details' : 'New Product Details'}
        onClose={() => setPanel(null)}
      >
        {panel && <ProductForm product={panel.product} onSaved={saved} onCancel={() => setPanel(null)} />}
      </SidePanel>
    </div>
  );
}
