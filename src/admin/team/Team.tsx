/**
 * Team (docs/product.md 2.21), for Admins: each person's name, e-mail, role, status and last sign-in; add a
 * person, change a role, disable or enable, reset a password (the one-time link is shown to pass on) and
 * remove. A refusal (the last Admin, one's own account) is said under the row and in a toast. Staff who open
 * the address see the server's 'Only an Admin can manage the team.' instead.
 */
import { useState } from 'react';
import { type Me, teamMembersApi } from '../../lib/api/team.ts';
import { callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { MESSAGES } from '../../lib/messages/answers.ts';
import { TEAM_TEXTS } from '../../lib/messages/team.ts';
import type { TeamMember } from '../../lib/schemas/team.ts';
import { ListTable } from '../components/ListTable.tsx';
import { Loading } from '../components/Loading.tsx';
import { usePagedList } from '../components/use-paged-list.ts';
import { setMe, useMe } from '../me.ts';
import { AddTeamMemberDialog } from './AddTeamMemberDialog.tsx';
import { RoleLines, TeamMemberRow } from './TeamMemberRow.tsx';
import { type ResetLink, ResetLinkDialog } from './ResetLinkDialog.tsx';
import './team.css';

const HEADINGS = ['Name', 'E-mail', 'Role', 'Status', 'Last sign-in'];

/** The whole team at once: it is a handful of people and the call has no pages. */
const loadTeam = async (_page: number, signal: AbortSignal) => (await callApi(teamMembersApi.list, { signal })).data;

export default function Team() {
  const me = useMe();
  if (!me) return <Loading />;
  if (me.role !== 'Admin')
    return (
      <section className="team">
        <h1>{TEAM_TEXTS.team}</h1>
        <p className="inbox__empty">{MESSAGES.adminOnly}</p>
      </section>
    );
  return <TeamList me={me} />;
}

function TeamList({ me }: { me: Me }) {
  const list = usePagedList(loadTeam, {
    failure: TEAM_TEXTS.peopleLoadFailed,
    toast: true,
  });
  const { rows, setRows, loading, error } = list;
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  /** Why the last change of a row was refused, said under that row. */
  const [problem, setProblem] = useState<{ id: string; message: string } | null>(null);
  const [resetLink, setResetLink] = useState<ResetLink | null>(null);

  /** Runs one change of a person (after its confirm, if any); its answer's message is toasted. */
  async function change<A extends { message: string }>(member: TeamMember, call: () => Promise<A>, question?: string) {
    if (question && !window.confirm(question)) return null;
    setBusy(member.id);
    setProblem(null);
    try {
      const answer = await call();
      void notify.success(answer.message);
      return answer;
    } catch (reason) {
      const message = errorMessage(reason);
      setProblem({ id: member.id, message });
      void notify.error(TEAM_TEXTS.changeFailed, { description: message });
      return null;
    } finally {
      setBusy(null);
    }
  }

  const replace = (saved: TeamMember) => setRows((current) => current.map((row) => (row.id === saved.id ? saved : row)));

  const update = async (member: TeamMember, body: { role?: TeamMember['role']; disabled?: boolean }, question?: string) => {
    const answer = await change(member, () => callApi(teamMembersApi.update, { params: { id: member.id }, body }), question);
    if (!answer) return;
    replace(answer.data);
    // An Admin who made themselves Staff: the sidebar and this screen follow at once.
    if (answer.data.id === me.id) setMe({ ...me, name: answer.data.name, role: answer.data.role });
  };

  const actions = {
    role: (member: TeamMember, role: TeamMember['role']) => update(member, { role }),
    disable: (member: TeamMember) =>
      member.disabled
        ? update(member, { disabled: false })
        : update(member, { disabled: true }, TEAM_TEXTS.confirmDisable(member.name)),
    reset: async (member: TeamMember) => {
      const params = { id: member.id };
      const answer = await change(member, () => callApi(teamMembersApi.reset, { params }), TEAM_TEXTS.confirmReset(member.name));
      if (answer) setResetLink({ ...answer, name: member.name });
    },
    remove: async (member: TeamMember) => {
      const params = { id: member.id };
      const answer = await change(
        member,
        () => callApi(teamMembersApi.remove, { params }),
        TEAM_TEXTS.confirmRemove(member.name),
      );
      if (answer) setRows((current) => current.filter((row) => row.id !== member.id));
    },
  };

  return (
    <section className="team">
      <div className="content__toolbar">
        <h1>{TEAM_TEXTS.team}</h1>
        <button type="button" className="button" onClick={() => setAdding(true)}>
          {TEAM_TEXTS.addPerson}
        </button>
      </div>
      <ListTable
        caption={TEAM_TEXTS.team}
        loading={loading}
        failed={Boolean(error)}
        rowCount={rows.length}
        empty={TEAM_TEXTS.noPeople}
        onRetry={list.reload}
        headings={HEADINGS}
      >
        {rows.map((member) => (
          <TeamMemberRow
            key={member.id}
            member={member}
            busy={busy === member.id}
            problem={problem?.id === member.id ? problem.message : undefined}
            actions={actions}
          />
        ))}
      </ListTable>
      <h2 className="team__roles-title">{TEAM_TEXTS.rolesTitle}</h2>
      <p>
        <RoleLines />
      </p>
      <AddTeamMemberDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(member) => {
          setAdding(false);
          setRows((current) => [...current, member]);
        }}
      />
      <ResetLinkDialog link={resetLink} onClose={() => setResetLink(null)} />
    </section>
  );
}
