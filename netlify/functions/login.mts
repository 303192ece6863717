import type { Config } from '@netlify/functions';
import { loginApi } from '../../src/lib/api/staff.ts';
import { MESSAGES } from '../../src/lib/messages.ts';
import { authenticate, ensureFirstAdmin, signToken } from '../../src/lib/server/auth.ts';
import { HttpError, json, readBody, validate } from '../../src/lib/server/http.ts';
import { serve } from '../../src/lib/server/serve.ts';
import { beginLoginAttempt, loginSucceeded } from '../../src/lib/server/throttle.ts';

export default serve(loginApi, {
  signIn: async ({ request, address }) => {
    const { email, password } = validate(loginApi.signIn.body, await readBody(request));
    const attempt = await beginLoginAttempt(email, address);
    await ensureFirstAdmin();
    const user = await authenticate(email, password);
    if (!user) throw new HttpError(401, MESSAGES.loginFailed);
    await loginSucceeded(attempt);
    return json({ token: await signToken(user), message: MESSAGES.loginSuccess });
  },
});

export const config: Config = { path: ['/api/login', '/api/login/'] };
