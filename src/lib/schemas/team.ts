/**
 * The team and a person's own account: people, roles, passwords and their reset (src/lib/api/team.ts,
 * docs/product.md 2.21); a team member as the API answers it, and the activity list's entries.
 */
import * as v from 'valibot';
import { isCommonPassword } from '../common-passwords.ts';
import { email, form, minTrimmed, requiredText } from './parts.ts';

export const PASSWORD_MIN = 12;

/** The password rules, message by message; the e-mail rule needs the e-mail, so it is its own check. */
const newPassword = (requiredMessage: string) =>
  v.pipe(
    v.string(requiredMessage),
    v.nonEmpty(requiredMessage),
    v.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
    v.maxLength(200, 'Password must be at most 200 characters'),
    v.check((value) => !isCommonPassword(value), 'This password is too common. Choose one that is harder to guess'),
  );

export const passwordNotEmail = (password: string, emailAddress: string) =>
  password.trim().toLowerCase() !== emailAddress.trim().toLowerCase();
const PASSWORD_IS_EMAIL = 'Password must not be your email address';

/**
 * Admin and Staff are the sales team; the Accountant reads the books (invoices, notes, payments, returns)
 * and files the returns, and sees nothing else: no enquiries, customers, content, team or mail.
 */
export const ROLES = ['Admin', 'Staff', 'Accountant'] as const;
const role = v.picklist(ROLES, 'Role must be Admin, Staff or Accountant');
const personName = v.pipe(requiredText('Name is required', 100, 'Name'), minTrimmed(2, 'Name should be at least 2 characters'));

export const userCreateSchema = v.pipe(
  form({ email: email('Email is required'), name: personName, role, password: newPassword('Password is required') }),
  v.forward(
    v.check((input) => passwordNotEmail(input.password, input.email), PASSWORD_IS_EMAIL),
    ['password'],
  ),
);

export const userUpdateSchema = v.pipe(
  v.object(
    { name: v.optional(personName), role: v.optional(role), disabled: v.optional(v.boolean('Disabled must be true or false')) },
    'The request body must be a JSON object',
  ),
  v.check((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to change: send name, role or disabled'),
);

export const accountNameSchema = form({ name: personName });

export const passwordChangeSchema = form({
  currentPassword: v.pipe(v.string('Current password is required'), v.nonEmpty('Current password is required')),
  newPassword: newPassword('New password is required'),
});

export const passwordResetRequestSchema = form({ email: email('Email is required') });

export const passwordResetConfirmSchema = form({
  token: v.pipe(
    v.string('The reset link is not valid'),
    v.nonEmpty('The reset link is not valid'),
    v.maxLength(200, 'The reset link is not valid'),
  ),
  password: newPassword('Password is required'),
});

export type Role = (typeof ROLES)[number];

/** The roles each kind of call is for (src/lib/api/define.ts `Access`); a public call needs none. */
export const ROLES_OF_ACCESS = {
  member: ['Admin', 'Staff', 'Accountant'],
  'signed-in': ['Admin', 'Staff'],
  books: ['Admin', 'Staff', 'Accountant'],
  returns: ['Admin', 'Accountant'],
  admin: ['Admin'],
  'public-or-signed-in': ['Admin', 'Staff'],
} as const satisfies Record<string, readonly Role[]>;

/** A team member as the API answers it: what the Team screen sets (never the password) and what the server keeps. */
export type TeamMember = Pick<v.InferOutput<typeof userCreateSchema>, 'email' | 'name' | 'role'> & {
  id: string;
  disabled: boolean;
  dateAdded: string;
  lastSignInAt: string | null;
};

/** What the admin shows in the activity list: who changed what, when. */
export interface ActivityEntry {
  id: string;
  at: string;
  userId: string;
  userName: string;
  /** What was done, in words: 'Status changed to Won', 'Product updated', 'Person disabled'. */
  action: string;
  /** What it was done to. */
  target: { kind: ActivityTargetKind; id: string; label: string };
}

export type ActivityTargetKind =
  | 'contacts'
  | 'quotes'
  | 'quick'
  | 'help'
  | 'products'
  | 'blogs'
  | 'testimonials'
  | 'team'
  | 'settings'
  | 'categories'
  | 'quotations'
  | 'invoices'
  | 'payments'
  | 'privacy'
  | 'customers';
