import { ResponseCode, calls } from '@gps/contracts';
import { credentialId } from '@gps/projections';
import { ApiError } from '../request/api-error';
import { operation, callerOf, type Access } from '../request/operation';
import type { SignIn } from '../sessions/sign-in';
import type { Sessions } from '../sessions/sessions';
import type { PasswordReset } from '../sessions/password-reset';
import type { SystemLogWriter } from '../commands/system-log-writer';
import type { Aggregates } from '../commands/aggregates';

const signedIn: Access = { admin: 'any', clients: ['fleet', 'device'] };

/** What the sign-in, session and password-reset calls need. */
export interface AuthOperationDeps {
  /** Sign-ins are facts of the account or fleet that signs in. */
  commands: Pick<Aggregates, 'account' | 'fleet'>;
  signIn: SignIn;
  sessions: Pick<Sessions, 'close'>;
  passwordReset: PasswordReset;
  /** Administrators' sign-ins, failed or not, are in the system log. */
  systemLog: Pick<SystemLogWriter, 'record'>;
}

export const authOperations = ({
  commands,
  signIn,
  sessions,
  passwordReset,
  systemLog,
}: AuthOperationDeps) => [
  operation(calls.loginAccount, {
    access: { public: true },
    async run(ctx, input) {
      const credential = await signIn
        .checkCredentials(ctx, credentialId.admin(input.account), input.password)
        .catch(async (e) => {
          // An attempt refused by the throttle checked nothing: logging it would let anyone grow the
          // permanent log at the rate of refusals (thousands a second) instead of at the throttle's.
          if (e instanceof ApiError && e.code === ResponseCode.TOO_MANY_ATTEMPTS) throw e;
          await systemLog.record(ctx, {
            accountId: null,
            account: input.account,
            action: 'loginAccount',
            functionId: null,
            outcome: 'failure',
            detail: e instanceof Error ? e.message : 'failed',
          });
          throw e;
        });
      const signedIn = { ...ctx, actor: { kind: 'admin', id: credential.subjectId } };
      await commands.account.execute(signedIn, credential.subjectId, {
        type: 'RecordAccountSignIn',
        accountId: credential.subjectId,
        at: ctx.now,
      });
      const session = await signIn.openSession(ctx, 'admin', credential.subjectId);
      await systemLog.record(ctx, {
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
        const credential = await signIn.checkCredentials(
          ctx,
          credentialId.fleet(input.account),
          input.password,
        );
        await signIn.assertMaySignIn('fleet', credential.subjectId);
        const signedIn = { ...ctx, actor: { kind: 'fleet', id: credential.subjectId } };
        await commands.fleet.execute(signedIn, credential.subjectId, {
          type: 'RecordFleetSignIn',
          fleetId: credential.subjectId,
          at: ctx.now,
        });
        return signIn.openSession(ctx, 'fleet', credential.subjectId);
      }
      const serial = input.deviceSerialNumber as string;
      const credential = await signIn.checkCredentials(ctx, credentialId.device(serial), input.password);
      return signIn.openSession(ctx, 'device', credential.subjectId);
    },
  }),
  operation(calls.logout, {
    access: signedIn,
    async run(ctx) {
      await sessions.close(ctx.token as string);
      return true;
    },
  }),
  operation(calls.me, {
    access: signedIn,
    async run(ctx) {
      return signIn.view(ctx.token as string, callerOf(ctx));
    },
  }),
  operation(calls.forgetAccountPassword, {
    access: { public: true },
    run: (ctx, input) => passwordReset.request(ctx, 'admin', input.account, input.email),
  }),
  operation(calls.requestForgetPassword, {
    access: { public: true },
    run: (ctx, input) =>
      passwordReset.request(
        ctx,
        /^\d{1,20}$/.test(input.account) ? 'device' : 'fleet',
        input.account,
        input.email,
      ),
  }),
  operation(calls.resetAccountPassword, {
    access: { public: true },
    run: (ctx, input) => passwordReset.redeem(ctx, ['admin'], input.resetKey, input.password),
  }),
  operation(calls.resetPassword, {
    access: { public: true },
    run: (ctx, input) => passwordReset.redeem(ctx, ['fleet', 'device'], input.resetKey, input.password),
  }),
];
