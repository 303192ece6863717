/**
 * The dashboard's money, from its own answer: what customers owe (in rupees) and how many orders have a
 * customer's payment waiting for us to confirm, each linking to the Payments screen.
 */
import type { DashboardAnswer } from '../../lib/api/staff.ts';
import { formatWholeRupees } from '../../lib/format/money.ts';
import { DASHBOARD_MONEY_TEXTS as T } from '../../lib/messages/payments-screen.ts';
import { AdminLink } from '../components/AdminLink.tsx';
import { Icon } from '../components/Icon.tsx';
import type { AdminPagePath } from '../paths.ts';

const PAYMENTS_PATH: AdminPagePath = '/admin/payments';

export function MoneyCards({ money }: { money: DashboardAnswer['money'] }) {
  const card = (key: string, label: string, value: string, className = 'stat-card__value') => (
    <li className="stat-card" data-key={key}>
      <div className="stat-card__head">
        <h2 className="stat-card__label">{label}</h2>
        <span className="stat-card__icon">
          <Icon name="wallet" size={22} />
        </span>
      </div>
      <p className={className}>{value}</p>
      <p className="stat-card__new">
        <AdminLink href={PAYMENTS_PATH}>
          {T.open}
          <span className="visually-hidden"> ({label})</span>
        </AdminLink>
      </p>
    </li>
  );
  return (
    <section aria-label={T.title} className="dashboard__money">
      <ul className="stat-cards">
        {card('outstanding', T.outstanding, formatWholeRupees(money.outstanding), 'stat-card__value stat-card__value--money')}
        {card('payments-to-confirm', T.waitingOnUs, String(money.paymentsToConfirm))}
      </ul>
    </section>
  );
}
