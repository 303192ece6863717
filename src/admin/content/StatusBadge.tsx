/** Status badges of the content tables: Published/Active green, Draft yellow, Inactive red, other blue. */
import type { ButtonHTMLAttributes } from 'react';

const TONES: Record<string, string> = { Published: 'green', Active: 'green', Draft: 'yellow', Inactive: 'red' };

const badgeClass = (status: string) => `content-badge content-badge--${TONES[status] ?? 'blue'}`;

export function StatusBadge({ status }: { status: string }) {
  return <span className={badgeClass(status)}>{status}</span>;
}

/** A badge that is also a button (Manage Products: a click flips the status). */
export function StatusBadgeButton({
  status,
  actionLabel,
  ...props
}: { status: string; actionLabel: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className={badgeClass(status)} {...props}>
      {status}
      <span className="visually-hidden">, {actionLabel}</span>
    </button>
  );
}
