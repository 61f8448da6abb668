import { accountDecider, fleetDecider } from '@gps/domain';
import { streams } from '@gps/domain';
import { ResponseCode, calls } from '@gps/contracts';
import { credentialId } from '@gps/projections';
import { ApiError } from '../application/api-error';
import { operation, callerOf, type Access } from '../application/operation';
import { assertMaySignIn, checkCredentials, openSession } from '../application/sign-in';
import { sessionView } from '../application/session-view';
import { requestReset, redeemReset } from '../application/password-reset';

const signedIn: Access = { admin: 'any', clients: ['fleet', 'device'] };

export const authOperations = [
  operation(calls.loginAccount, {
    access: { public: true },
    async run(ctx, input) {
      const credential = await checkCredentials(ctx, credentialId.admin(input.account), input.password).catch(
        async (e) => {
          // An attempt refused by the throttle checked nothing: logging it would let anyone grow the
          // permanent log at the rate of refusals (thousands a second) instead of at the throttle's.
          if (e instanceof ApiError && e.code === ResponseCode.TOO_MANY_ATTEMPTS) throw e;
          await ctx.platform.systemLog.record(ctx, {
            accountId: null,
            account: input.account,
            action: 'loginAccount',
            functionId: null,
            outcome: 'failure',
            detail: e instanceof Error ? e.message : 'failed',
          });
          throw e;
        },
      );
      await ctx.platform.execute(ctx, accountDecider, streams.account(credential.subjectId), {
        type: 'RecordAccountSignIn',
        accountId: credential.subjectId,
        at: ctx.now,
      });
      const session = await openSession(ctx, 'admin', credential.subjectId);
      await ctx.platform.systemLog.record(ctx, {
        accountId: credential.subjectId,
        account: session.account,
        action: 'loginAccount',
        functionId: null,
        outcome: 'success',
        detail: null,
      });
      return session;
    },
  }),
  operation(calls.login, {
    access: { public: true },
    async run(ctx, input) {
      if (input.account) {
        const credential = await checkCredentials(ctx, credentialId.fleet(input.account), input.password);
        await assertMaySignIn(ctx, 'fleet', credential.subjectId);
        await ctx.platform.execute(ctx, fleetDecider, streams.fleet(credential.subjectId), {
          type: 'RecordFleetSignIn',
          fleetId: credential.subjectId,
          at: ctx.now,
        });
        return openSession(ctx, 'fleet', credential.subjectId);
      }
      const serial = input.deviceSerialNumber as string;
      const credential = await checkCredentials(ctx, credentialId.device(serial), input.password);
      return openSession(ctx, 'device', credential.subjectId);
    },
  }),
  operation(calls.logout, {
    access: signedIn,
    async run(ctx) {
      await ctx.platform.sessions.close(ctx.token as string);
      return true;
    },
  }),
  operation(calls.me, {
    access: signedIn,
    async run(ctx) {
      return sessionView(ctx.token as string, callerOf(ctx), ctx.platform.config.sessionIdleSeconds);
    },
  }),
  operation(calls.forgetAccountPassword, {
    access: { public: true },
    run: (ctx, input) => requestReset(ctx, 'admin', input.account, input.email),
  }),
  operation(calls.requestForgetPassword, {
    access: { public: true },
    run: (ctx, input) =>
      requestReset(ctx, /^\d{1,20}$/.test(input.account) ? 'device' : 'fleet', input.account, input.email),
  }),
  operation(calls.resetAccountPassword, {
    access: { public: true },
    run: (ctx, input) => redeemReset(ctx, ['admin'], input.resetKey, input.password),
  }),
  operation(calls.resetPassword, {
    access: { public: true },
    run: (ctx, input) => redeemReset(ctx, ['fleet', 'device'], input.resetKey, input.password),
  }),
];
