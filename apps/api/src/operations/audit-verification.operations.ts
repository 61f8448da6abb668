import { AdminFunction } from '@gps/domain';
import { calls } from '@gps/contracts';
import type { VerificationRuns } from '../audit/verification';
import { notFound } from '../request/api-error';
import { operation, type Access } from '../request/operation';

/** What the verification calls need: the server's verifications. */
export interface AuditVerificationOperationDeps {
  verifications: Pick<VerificationRuns, 'start' | 'get'>;
}

/** Every audit read, export and verification needs the system log's view right (issue 16). */
const access: Access = { admin: { functionId: AdminFunction.SYSTEM_LOG, right: 'view' } };

/**
 * The log verification (docs/decisions/audit-verification.md): started in the background, one at a
 * time per server, then polled; both recorded in the system log.
 */
export const auditVerificationOperations = ({ verifications }: AuditVerificationOperationDeps) => [
  operation(calls.startAuditVerification, {
    access,
    audited: () => 'log verification started',
    async run() {
      return verifications.start();
    },
  }),
  operation(calls.getAuditVerification, {
    access,
    audited: (input) => `log verification ${input.id ?? 'latest'}`,
    async run(_ctx, input) {
      const run = verifications.get(input.id);
      if (!run)
        throw notFound(input.id === undefined ? 'no verification yet' : `verification ${input.id} not found`);
      return run;
    },
  }),
];
