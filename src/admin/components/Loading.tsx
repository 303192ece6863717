/** What replaces a list or a screen while it loads (docs/product.md 2.15). */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <p className="admin-loading" role="status">
      <span className="admin-loading__spinner" aria-hidden="true" />
      {label}
    </p>
  );
}
