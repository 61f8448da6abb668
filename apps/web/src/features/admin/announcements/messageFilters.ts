import { ReceiverAccountType } from '@gps/codes';
import type { ListParams } from '../../../shared/back-office/useListQuery';

/** The message list's filters: the receiver's type, the receiver (of that type), the sender. */
export interface MessageFilters {
  receiverAccountType?: number;
  receiverAccountId?: string;
  senderAccountId?: string;
}

/** The getMessages variables of the filters and the page (filters left empty are left out). */
export function messageVariables(filters: MessageFilters, params: ListParams) {
  return {
    ...params,
    ...(filters.receiverAccountType !== undefined
      ? { receiverAccountType: filters.receiverAccountType }
      : {}),
    ...(filters.receiverAccountId ? { receiverAccountId: filters.receiverAccountId } : {}),
    ...(filters.senderAccountId ? { senderAccountId: filters.senderAccountId } : {}),
  };
}

/** A receiver is one of its type: changing the type clears the receiver chosen for the other. */
export function withReceiverType(filters: MessageFilters, type: number | undefined): MessageFilters {
  return { ...filters, receiverAccountType: type, receiverAccountId: undefined };
}

/** The receivers a message is sent to: type and ids, the text trimmed. */
export function publishMessageVariables(
  receiverAccountType: ReceiverAccountType,
  receivers: readonly { value: string }[],
  content: string,
) {
  return {
    receiverAccountType,
    receiverAccountIds: [...new Set(receivers.map((r) => r.value))],
    messageContent: content.trim(),
  };
}

/** How a fleet is named in the pickers: its alias and account, sub-fleets marked. */
export function fleetOptionLabel(
  fleet: { account: string; alias?: string | null; parentFleetId?: string | null },
  subFleetLabel: string,
): string {
  const sub = fleet.parentFleetId ? ` · ${subFleetLabel}` : '';
  return `${fleet.alias || fleet.account} (${fleet.account})${sub}`;
}

/** How a device is named in the pickers: its serial number, then its car and fleet when known. */
export function deviceOptionLabel(device: {
  deviceSerialNumber: string;
  carName?: string | null;
  fleetAlias?: string | null;
}): string {
  return [device.deviceSerialNumber, device.carName, device.fleetAlias].filter(Boolean).join(' · ');
}
