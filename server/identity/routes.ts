import type { FastifyInstance } from 'fastify';
import { activationRoutes } from './activation';
import { changePasswordRoutes } from './change-password';
import { emailChangeRoutes } from './email-change';
import { loginRoutes } from './login';
import { LoginThrottle } from './login-throttle';
import { logoutRoutes } from './logout';
import { passkeyAccountRoutes } from './passkey-account';
import { passkeyLoginRoutes } from './passkey-login';
import { passwordResetRoutes } from './password-reset';
import { profileRoutes } from './profile';
import { secondFactorAccountRoutes } from './second-factor-account';
import { secondFactorLoginRoutes } from './second-factor-login';
import { sessionListRoutes } from './session-list';
import { defaultLoginLimits } from './settings';

/** The /Identity/* calls of spec section 7. */
export async function identityRoutes(app: FastifyInstance) {
  const limits = { ...defaultLoginLimits, ...app.config.loginLimits };
  const throttle = new LoginThrottle(app.counters.attempts, limits);
  await app.register(loginRoutes, { throttle });
  await app.register(secondFactorLoginRoutes, { throttle });
  await app.register(secondFactorAccountRoutes, { throttle });
  await app.register(passkeyLoginRoutes, { throttle });
  await app.register(passkeyAccountRoutes, { throttle });
  await app.register(logoutRoutes);
  await app.register(profileRoutes);
  await app.register(changePasswordRoutes, { throttle });
  await app.register(passwordResetRoutes, { throttle });
  await app.register(emailChangeRoutes, { throttle });
  await app.register(activationRoutes);
  await app.register(sessionListRoutes);
}
