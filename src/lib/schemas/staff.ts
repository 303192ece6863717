/** Signing in (src/lib/api/staff.ts, docs/product.md 2.12). */
import * as v from 'valibot';
import { form, requiredText } from './parts.ts';

export const loginSchema = form({
  email: requiredText('Email is required', 254, 'Email'),
  password: v.pipe(
    v.string('Password is required'),
    v.nonEmpty('Password is required'),
    v.maxLength(200, 'Password must be at most 200 characters'),
  ),
});

export type LoginInput = v.InferInput<typeof loginSchema>;
