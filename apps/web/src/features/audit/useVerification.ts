import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import {
  AuditVerificationDocument,
  StartAuditVerificationDocument,
  type AuditVerificationFieldsFragment,
} from '../../gql/graphql';
import { useSafeMutation } from '../../shared/api/useSafeMutation';
import { isRunning, VERIFICATION_POLL_MS } from './verificationProgress';

/**
 * The log's verification: the latest run (none yet is no error: that read only logs a failure),
 * starting one, and while one runs, its progress asked every second.
 */
export function useVerification(): {
  verification: AuditVerificationFieldsFragment | null;
  start: () => Promise<void>;
  starting: boolean;
} {
  const [startedId, setStartedId] = useState<string | null>(null);
  const latest = useQuery(AuditVerificationDocument, {
    variables: {},
    skip: startedId !== null,
    context: { logOnly: true },
  });
  const polled = useQuery(AuditVerificationDocument, {
    variables: { id: startedId ?? undefined },
    skip: startedId === null,
  });
  const verification = (startedId ? polled.data : latest.data)?.auditVerification ?? null;
  const running = startedId !== null && isRunning(verification);
  const { startPolling, stopPolling } = polled;
  // Asked every second while the run is running, no more once it has ended.
  useEffect(() => {
    if (running) startPolling(VERIFICATION_POLL_MS);
    else stopPolling();
    return stopPolling;
  }, [running, startPolling, stopPolling]);

  const [startMutation, starting] = useSafeMutation(StartAuditVerificationDocument);
  const start = async () => {
    const answer = await startMutation({});
    if (answer) setStartedId(answer.startAuditVerification.id);
  };
  return { verification, start, starting };
}
