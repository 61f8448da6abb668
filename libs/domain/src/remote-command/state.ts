import type { RemoteCommandRequestedData } from './events';
import type { RemoteCommandProtocol } from './keys';

export type RemoteCommandStatus = 'queued' | 'sent' | 'replied' | 'failed' | 'expired';

export interface RemoteCommandRecord extends RemoteCommandRequestedData {
  sent: { protocol: RemoteCommandProtocol; text: string; at: number } | null;
  reply: { text: string; at: number } | null;
  failure: { reason: string; at: number } | null;
  expiredAt: number | null;
}

export type RemoteCommandState =
  | { readonly status: 'absent' }
  | { readonly status: RemoteCommandStatus; readonly value: RemoteCommandRecord };

/** The status a read model shows; null for a command never requested. */
export function commandStatus(state: RemoteCommandState): RemoteCommandStatus | null {
  return state.status === 'absent' ? null : state.status;
}
