/**
 * The Team and Activity screens and the API's answers on managing the team (docs/product.md 2.21).
 */
import type { EnquiryKind } from '../constants.ts';
import type { ActivityTargetKind, Role } from '../schemas/team.ts';

/** The API's answers on managing the team; in MESSAGES. */
export const TEAM_MESSAGES = {
  adminOnly: 'Only an Admin can manage the team.',
  /** A call of the sales team (Admin and Staff) asked by the Accountant. */
  salesTeamOnly: 'The Accountant sees the books only: invoices, notes, payments and returns.',
  /** A call of the returns asked by Staff. */
  returnsOnly: 'Only an Admin or the Accountant can work on the GST returns.',
  accountDisabled: 'This account is disabled. Ask an Admin of your team to enable it.',
  accountExists: 'A person with this email already has an account',
  personAdded: 'Person added',
  personUpdated: 'Person updated',
  personRemoved: 'Person removed',
  personNotFound: 'Person not found',
  lastAdmin: 'The team needs at least one Admin: make someone else an Admin first.',
  notYourself: 'You cannot remove or disable your own account.',
  badActivityUser: 'user must be the id of a person of the team',
  resetLinkMade: 'Password reset. Pass this link on to the person: it works once, within 30 minutes.',
} as const;

/** The Team, My account and Activity screens (docs/product.md 2.21). */
export const TEAM_TEXTS = {
  team: 'Team',
  /** What each role may do, one line each, beside the role's choice. */
  rolesTitle: 'Roles',
  roles: {
    Admin: 'Admin: everything, including the team, the settings and the GST returns.',
    Staff: 'Staff: enquiries, customers, quotations, orders and payments; not the team, the settings or the returns.',
    Accountant: 'Accountant: the books only: invoices, notes, payments and the GST returns; no enquiries, customers or content.',
  } satisfies Record<Role, string>,
  addPerson: 'Add person',
  noPeople: 'No people found.',
  peopleLoadFailed: 'Could not load the team',
  neverSignedIn: 'Never',
  disabled: 'Disabled',
  active: 'Active',
  roleOf: (name: string) => `Role of ${name}`,
  disable: 'Disable',
  enable: 'Enable',
  resetPassword: 'Reset password',
  remove: 'Remove',
  changeFailed: 'The change was not saved',
  confirmRemove: (name: string) => `Remove ${name} from the team? They are signed out at once and cannot sign in again.`,
  confirmDisable: (name: string) => `Disable ${name}? They are signed out at once and cannot sign in until enabled.`,
  confirmReset: (name: string) =>
    `Reset the password of ${name}? Their password stops working and they are signed out at once; you get a link to pass on.`,
  resetLinkTitle: 'One-time password link',
  resetLinkLabel: 'Link to set a new password',
  resetLinkExpires: (time: string) => `It expires in 30 minutes, at ${time}.`,
  copy: 'Copy',
  done: 'Done',
  copied: 'Link copied',
  copyFailed: 'Could not copy: select the link and copy it by hand.',
  myAccount: 'My account',
  yourName: 'Your name',
  saveName: 'Save name',
  changePassword: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  passwordHint: 'At least 12 characters; not your e-mail and not a common password.',
  activity: 'Activity',
  activityLoadFailed: 'Could not load the activity',
  noActivity: 'No changes recorded yet.',
  member: 'Person',
  everyone: 'Everyone',
  onlyMe: (name: string) => `Me (${name})`,
  somePerson: 'The chosen person',
  activityPages: 'Activity pages',
  when: 'When',
  who: 'Who',
  what: 'What',
  on: 'On',
  /** What an activity entry was done to, besides the enquiries (ENQUIRY_KIND_NAMES). */
  targetKinds: {
    products: 'Product',
    blogs: 'Blog post',
    testimonials: 'Testimonial',
    team: 'Person',
    settings: 'Site settings',
    categories: 'Categories',
    quotations: 'Quotation',
    invoices: 'Invoice',
    payments: 'Payment',
    privacy: 'Privacy request',
    customers: 'Customer',
  } satisfies Record<Exclude<ActivityTargetKind, EnquiryKind>, string>,
} as const;
