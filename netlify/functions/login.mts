import type { Config } from '@netlify/functions';
import { MESSAGES } from '../../src/lib/messages.ts';
import { loginSchema } from '../../src/lib/schemas.ts';
import { authenticate, ensureFirstAdmin, signToken } from '../../src/lib/server/auth.ts';
import { HttpError, clientAddress, json, methods, readBody, validate } from '../../src/lib/server/http.ts';
import { beginLoginAttempt, loginSucceeded } from '../../src/lib/server/throttle.ts';

export default methods({
  POST: async (request, context) => {
    const { email, password } = validate(loginSchema, await readBody(request));
    const address = clientAddress(context);
    const attempt = await beginLoginAttempt(email, address);
    await ensureFirstAdmin();
    const user = await authenticate(email, password);
    if (!user) throw new HttpError(401, MESSAGES.loginFailed);
    await loginSucceeded(attempt);
    return json({ token: await signToken(user), message: MESSAGES.loginSuccess });
  },
});

export const config: Config = { path: '/api/login' };
