import type { CommandFailure, RemoteCommandStatus } from '@gps/codes';
import type { RemoteCommandRequestedData } from './events';
import type { RemoteCommandProtocol } from './keys';

/** The command statuses are a code set of @gps/codes, re-exported for the domain's readers. */
export { REMOTE_COMMAND_STATUSES, type RemoteCommandStatus } from '@gps/codes';

export interface RemoteCommandRecord extends RemoteCommandRequestedData {
  sent: { protocol: RemoteCommandProtocol; text: string; at: number } | null;
  reply: { text: string; at: number } | null;
  failure: { failure?: CommandFailure; reason: string; at: number } | null;
  expiredAt: number | null;
}

export type RemoteCommandState =
  | { readonly status: 'absent' }
  | { readonly status: RemoteCommandStatus; readonly value: RemoteCommandRecord };

/** The status a read model shows; null for a command never requested. */
export function commandStatus(state: RemoteCommandState): RemoteCommandStatus | null {
  return state.status === 'absent' ? null : state.status;
}
