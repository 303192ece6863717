/**
 * Activity (docs/product.md 2.21): who changed what, and when, newest first, a page at a time with Previous /
 * Next (the server says whether more follow; nothing counts them all). The person filter and the page live in
 * the address (?user=&page=), so Back and Forward bring them back. Everyone may read every change; the list
 * of people is the team's, which only Admins may read, so Staff choose between everyone and themselves.
 */
import { useMemo } from 'react';
import { activityApi, teamMembersApi } from '../../lib/api/team.ts';
import { callApi } from '../../lib/client/api.ts';
import { formatDateTime, formatTimeAgo } from '../../lib/format/dates.ts';
import { ENQUIRY_KIND_NAMES } from '../../lib/messages/inbox.ts';
import { TEAM_TEXTS } from '../../lib/messages/team.ts';
import type { ActivityEntry } from '../../lib/schemas/team.ts';
import { ListScreen } from '../components/ListScreen.tsx';
import { showList } from '../components/list-address.ts';
import { inAddress, usePagedList } from '../components/use-paged-list.ts';
import { pageFrom } from '../inbox/use-inbox-address.ts';
import { useMe } from '../me.ts';
import { useSearch } from '../router.ts';
import './team.css';

const KIND_NAMES = { ...ENQUIRY_KIND_NAMES, ...TEAM_TEXTS.targetKinds };
const HEADINGS = [TEAM_TEXTS.when, TEAM_TEXTS.who, TEAM_TEXTS.what, TEAM_TEXTS.on];
/** An account id: the SHA-256 of the e-mail (the server refuses anything else). */
const USER_ID = /^[0-9a-f]{64}$/;

interface ActivityAddress {
  user: string;
  page: number;
}

function readAddress(search: string): ActivityAddress {
  const params = new URLSearchParams(search);
  const user = params.get('user') ?? '';
  return { user: USER_ID.test(user) ? user : '', page: pageFrom(params) };
}

const go = ({ user, page }: ActivityAddress) => showList({ user, page });

/** The people to filter by: the team for an Admin, oneself for Staff. */
function usePeople(): { id: string; name: string }[] {
  const me = useMe();
  const team = usePagedList(
    async (_page, signal) => (me?.role === 'Admin' ? (await callApi(teamMembersApi.list, { signal })).data : []),
    { failure: TEAM_TEXTS.peopleLoadFailed, filterKey: me?.role },
  );
  if (!me) return [];
  return me.role === 'Admin' ? team.rows : [{ id: me.id, name: TEAM_TEXTS.onlyMe(me.name) }];
}

export default function Activity() {
  const search = useSearch();
  const address = useMemo(() => readAddress(search), [search]);
  const people = usePeople();
  const list = usePagedList<ActivityEntry>(
    (page, signal) => callApi(activityApi.list, { query: { page, user: address.user || undefined }, signal }),
    { failure: TEAM_TEXTS.activityLoadFailed, toast: true, filterKey: address.user, ...inAddress(address, go) },
  );
  const { rows, page } = list;
  // A person named in the address but not in the list (say, from a link): named by their entries.
  const chosenElsewhere = address.user && !people.some((member) => member.id === address.user);

  return (
    <ListScreen
      className="activity"
      title={TEAM_TEXTS.activity}
      filters={
        <div className="activity__filter">
          <label htmlFor="activity-person">{TEAM_TEXTS.member}</label>
          <select
            id="activity-person"
            className="team__role"
            value={address.user}
            onChange={(event) => go({ user: event.target.value, page: 1 })}
          >
            <option value="">{TEAM_TEXTS.everyone}</option>
            {people.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
            {chosenElsewhere && <option value={address.user}>{rows[0]?.userName ?? TEAM_TEXTS.somePerson}</option>}
          </select>
        </div>
      }
      list={list}
      caption={`${TEAM_TEXTS.activity}, page ${page}`}
      empty={TEAM_TEXTS.noActivity}
      headings={HEADINGS}
      pages={TEAM_TEXTS.activityPages}
    >
      {rows.map((entry) => (
        <tr key={entry.id}>
          <td className="admin-table__date">
            <time dateTime={entry.at} title={formatDateTime(entry.at)}>
              {formatTimeAgo(entry.at)}
            </time>
          </td>
          <td>{entry.userName}</td>
          <td>{entry.action}</td>
          <td className="admin-table__long">
            {KIND_NAMES[entry.target.kind] ?? entry.target.kind}: {entry.target.label}
          </td>
        </tr>
      ))}
    </ListScreen>
  );
}
