/**
 * One person of the Team screen: name, e-mail, a role select that saves on change, status, last sign-in,
 * and their actions, each named with the person for assistive tech. A refused change is said under them.
 */
import { useId } from 'react';
import { formatDateTime, formatTimeAgo } from '../../lib/format/dates.ts';
import { TEAM_TEXTS } from '../../lib/messages/team.ts';
import { ROLES, type Role, type TeamMember } from '../../lib/schemas/team.ts';

/** The roles, as options of a select (the row's and the Add person dialog's). */
export function RoleOptions() {
  return ROLES.map((role) => (
    <option key={role} value={role}>
      {role}
    </option>
  ));
}

/**
 * One line on what each role may do, under the Add person dialog's choice (within its hint's paragraph, so
 * lines, not a list) and the Team screen's table.
 */
export function RoleLines() {
  return (
    <span className="team__roles">
      {ROLES.map((role) => (
        <span key={role} className="team__role-line">
          {TEAM_TEXTS.roles[role]}
        </span>
      ))}
    </span>
  );
}

export interface PersonActions {
  role: (member: TeamMember, role: Role) => void;
  /** Disables an enabled person, enables a disabled one. */
  disable: (member: TeamMember) => void;
  reset: (member: TeamMember) => void;
  remove: (member: TeamMember) => void;
}

interface TeamMemberRowProps {
  member: TeamMember;
  busy: boolean;
  /** Why the last change was refused. */
  problem?: string;
  actions: PersonActions;
}

export function TeamMemberRow({ member, busy, problem, actions }: TeamMemberRowProps) {
  const problemId = useId();
  const described = problem ? problemId : undefined;
  const button = (label: string, onClick: () => void, danger = false) => (
    <button
      type="button"
      className={`button button--secondary button--small${danger ? ' team__danger' : ''}`}
      disabled={busy}
      aria-describedby={described}
      onClick={onClick}
    >
      {label}
      <span className="visually-hidden"> {member.name}</span>
    </button>
  );
  return (
    <tr data-person={member.email}>
      <th scope="row">{member.name}</th>
      <td className="admin-table__long">{member.email}</td>
      <td>
        <select
          className="team__role"
          aria-label={TEAM_TEXTS.roleOf(member.name)}
          aria-describedby={described}
          value={member.role}
          disabled={busy}
          onChange={(event) => actions.role(member, event.target.value as Role)}
        >
          <RoleOptions />
        </select>
      </td>
      <td>{member.disabled ? <span className="team__disabled">{TEAM_TEXTS.disabled}</span> : TEAM_TEXTS.active}</td>
      <td className="admin-table__date">
        {member.lastSignInAt ? (
          <time dateTime={member.lastSignInAt} title={formatDateTime(member.lastSignInAt)}>
            {formatTimeAgo(member.lastSignInAt)}
          </time>
        ) : (
          TEAM_TEXTS.neverSignedIn
        )}
      </td>
      <td className="admin-table__actions">
        <div className="row-actions">
          {button(member.disabled ? TEAM_TEXTS.enable : TEAM_TEXTS.disable, () => actions.disable(member))}
          {button(TEAM_TEXTS.resetPassword, () => actions.reset(member))}
          {button(TEAM_TEXTS.remove, () => actions.remove(member), true)}
        </div>
        {problem && (
          <p className="field__error team__problem" id={problemId} role="alert">
            {problem}
          </p>
        )}
      </td>
    </tr>
  );
}
