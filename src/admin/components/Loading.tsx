/** What replaces a list or a screen while it loads (docs/product.md 2.15). */
import { ADMIN_TEXTS } from '../../lib/messages/admin.ts';

export function Loading({ label = ADMIN_TEXTS.loading }: { label?: string }) {
  return (
    <p className="admin-loading" role="status">
      <span className="admin-loading__spinner" aria-hidden="true" />
      {label}
    </p>
  );
}
