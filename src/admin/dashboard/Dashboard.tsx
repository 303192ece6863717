/**
 * Dashboard Overview (docs/product.md 2.14): one card per count of GET /api/dashboard, labelled from
 * DASHBOARD_LABELS (an unknown key under its own name). The trend line compares the last 30 days with the 30 before.
 * Each inbox's card also says how many of its enquiries are New, linking to that inbox filtered to them.
 * Above them, the money: what is outstanding and the payments waiting on us (MoneyCards.tsx). A failure is
 * only logged (docs/product.md 8).
 */
import { useEffect, useState } from 'react';
import { type DashboardAnswer, dashboardApi } from '../../lib/api/staff.ts';
import { callApi } from '../../lib/client/api.ts';
import { DASHBOARD_LABELS, ENQUIRY_KIND_TABLE } from '../../lib/constants.ts';
import { formatQuantity } from '../../lib/format/money.ts';
import { INBOX_TEXTS } from '../../lib/messages/inbox.ts';
import { AdminLink } from '../components/AdminLink.tsx';
import { Icon, type IconName } from '../components/Icon.tsx';
import { Loading } from '../components/Loading.tsx';
import { MailNotice } from '../components/MailNotice.tsx';
import { MoneyCards } from './MoneyCards.tsx';

const ICONS: Record<string, IconName> = {
  Quick_Quotes: 'bolt',
  product_quotes: 'tag',
  Help_Enquiries: 'help',
  contacts: 'mail',
  products: 'box',
  blog: 'blog',
};

/** The inbox each New count belongs to. */
const INBOX_PATHS = Object.fromEntries(
  Object.values(ENQUIRY_KIND_TABLE).map((kind) => [kind.countKey, kind.adminPath]),
) as Record<keyof DashboardAnswer['newCounts'], string>;

const KNOWN_KEYS = Object.keys(DASHBOARD_LABELS);
const labelOf = (key: string) => DASHBOARD_LABELS[key as keyof typeof DASHBOARD_LABELS] ?? key;
/** Known keys in their usual order, then whatever else the server counts. */
const order = (keys: string[]) => [
  ...KNOWN_KEYS.filter((key) => keys.includes(key)),
  ...keys.filter((key) => !KNOWN_KEYS.includes(key)),
];

/**
 * A card's trend: its new records in the last 30 days against the 30 days before, as a percentage
 * (docs/decisions.md: the original's fixed '+0%' made real). Nothing before: the count alone.
 */
function Trend({ counts }: { counts?: { current: number; previous: number } }) {
  if (!counts) return null;
  const { current, previous } = counts;
  const change = previous ? Math.round(((current - previous) / previous) * 100) : null;
  const text =
    change === null ? (current ? `+${formatQuantity(current)} new` : '+0%') : `${change >= 0 ? '+' : '−'}${Math.abs(change)}%`;
  return (
    <p className="stat-card__trend" title={`${current} in the last 30 days, ${previous} in the 30 days before`}>
      <span className={`stat-card__change${change !== null && change < 0 ? ' stat-card__change--down' : ''}`}>
        <Icon name="trend" size={16} />
        {text}
      </span>{' '}
      vs last period
    </p>
  );
}

export default function Dashboard() {
  const [counts, setCounts] = useState<Record<string, number> | null>(null);
  const [newCounts, setNewCounts] = useState<Partial<Record<string, number>>>({});
  const [loading, setLoading] = useState(true);
  const [mail, setMail] = useState<DashboardAnswer['mail']>();
  const [trend, setTrend] = useState<Partial<DashboardAnswer['trend']>>({});
  const [money, setMoney] = useState<DashboardAnswer['money']>();

  useEffect(() => {
    const controller = new AbortController();
    callApi(dashboardApi.counts, { signal: controller.signal })
      .then((answer) => {
        setCounts(answer?.data ?? {});
        setNewCounts(answer?.newCounts ?? {});
        setMail(answer?.mail);
        setTrend(answer?.trend ?? {});
        setMoney(answer?.money);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('[dashboard]', error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, []);

  return (
    <section className="dashboard">
      <h1>Dashboard Overview</h1>
      {loading && <Loading />}
      <MailNotice mail={mail} />
      {money && <MoneyCards money={money} />}
      {counts && (
        <ul className="stat-cards">
          {order(Object.keys(counts)).map((key) => (
            <li key={key} className="stat-card" data-key={key}>
              <div className="stat-card__head">
                <h2 className="stat-card__label">{labelOf(key)}</h2>
                <span className="stat-card__icon">
                  <Icon name={ICONS[key] ?? 'note'} size={22} />
                </span>
              </div>
              <p className="stat-card__value">
                {typeof counts[key] === 'number' ? formatQuantity(counts[key]) : String(counts[key])}
              </p>
              {typeof newCounts[key] === 'number' && key in INBOX_PATHS && (
                <p className="stat-card__new">
                  <AdminLink href={`${INBOX_PATHS[key as keyof typeof INBOX_PATHS]}?status=New`}>
                    {INBOX_TEXTS.newCount(formatQuantity(newCounts[key]))}
                    <span className="visually-hidden"> {labelOf(key)}</span>
                  </AdminLink>
                </p>
              )}
              <Trend counts={trend[key as keyof DashboardAnswer['trend']]} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
