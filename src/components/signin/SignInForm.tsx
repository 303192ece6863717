/**
 * The sign-in form (docs/product.md 2.12, departure 8): e-mail and password, both required by the browser;
 * on success the token is kept, the server's message travels as a flash to the admin, and the browser
 * goes to the admin page that sent it here (`next`) or to /admin. Failure says the server's message in
 * a toast and under the form, and stays.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiRequest, errorMessage } from '../../lib/client/api.ts';
import { setFlash, takeFlash } from '../../lib/client/flash.ts';
import { notify } from '../../lib/client/notify.ts';
import { setToken } from '../../lib/client/session.ts';
import { type LoginInput, loginSchema } from '../../lib/schemas.ts';

/** The admin's session end (src/admin/access.ts adds `expired=1`); the same words as the API's 401. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** Where to go after signing in: an admin path from `next`, never another site or a public page. */
export function destinationFrom(search: string, origin: string): string {
  const next = new URLSearchParams(search).get('next');
  if (next && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\')) {
    const url = new URL(next, origin);
    if (url.origin === origin && (url.pathname === '/admin' || url.pathname.startsWith('/admin/'))) {
      return url.pathname + url.search + url.hash;
    }
  }
  return '/admin';
}

export default function SignInForm() {
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Login works only once React runs (the token lives in the browser); until then a press would only
  // post the form back to this page and lose what was typed.
  const [hydrated, setHydrated] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<LoginInput>({
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
    resolver: valibotResolver(loginSchema),
  });

  useEffect(() => {
    setHydrated(true);
    const flash = takeFlash();
    if (flash) void notify[flash.kind](flash.message);
    if (new URLSearchParams(location.search).get('expired') === '1') void notify.info(SESSION_EXPIRED_MESSAGE);
  }, []);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await apiRequest<{ token: string; message: string }>('/api/login', { method: 'POST', body: values });
      setToken(answer.token);
      setFlash({ kind: 'success', message: answer.message });
      location.assign(destinationFrom(location.search, location.origin));
    } catch (error) {
      const message = errorMessage(error);
      setFailure(message);
      void notify.error(message);
      // Keeps the button busy-free for another try; the typed e-mail stays.
      throw error;
    }
  });

  const busy = isSubmitting || isSubmitSuccessful;
  return (
    // method="post": a Login pressed before hydration must never put the password in the address.
    <form
      method="post"
      className="signin-form"
      onSubmit={(event) => {
        submit(event).catch(() => {});
      }}
      aria-describedby={failure ? 'signin-failure' : undefined}
    >
      <div className="field">
        <label htmlFor="signin-email">Email</label>
        <input
          id="signin-email"
          type="email"
          autoComplete="username"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'signin-email-error' : undefined}
          {...register('email')}
        />
        {errors.email && (
          <p id="signin-email-error" className="field__error">
            {errors.email.message}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="signin-password">Password</label>
        <div className="signin-form__password">
          <input
            id="signin-password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'signin-password-error' : undefined}
            {...register('password')}
          />
          {/* A toggle keeps one name; aria-pressed says whether the password is shown (WAI-ARIA APG). */}
          <button
            type="button"
            className="signin-form__reveal"
            aria-label="Show password"
            aria-pressed={showPassword}
            aria-controls="signin-password"
            onClick={() => setShowPassword((shown) => !shown)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
              <circle cx="12" cy="12" r="3" />
              {showPassword && <path d="M4 4l16 16" />}
            </svg>
          </button>
        </div>
        {errors.password && (
          <p id="signin-password-error" className="field__error">
            {errors.password.message}
          </p>
        )}
      </div>
      {failure && (
        <p id="signin-failure" className="field__error signin-form__failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button signin-form__submit" disabled={busy || !hydrated} aria-busy={busy || undefined}>
        {busy ? 'Signing in…' : 'Login'}
      </button>
    </form>
  );
}
