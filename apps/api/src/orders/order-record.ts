import {
  orderDecider,
  streams,
  type OrderDelivered,
  type OrderEvent,
  type OrderPlaced,
  type OrderState,
} from '@gps/domain';
import type { EventStore, RecordedEvent } from '@gps/event-store';

/** An order as its own stream tells it: what was placed, where its payment is, what it delivered. */
export interface OrderRecord {
  placed: OrderPlaced['data'];
  state: NonNullable<OrderState>;
  /** The devices' new expiries, once delivered. */
  delivered: OrderDelivered['data']['devices'] | null;
}

const asOrderEvent = (e: RecordedEvent): OrderEvent =>
  ({ type: e.type, version: Number(e.metadata.version ?? 1), data: e.data }) as OrderEvent;

/**
 * Reads the order's stream (the authority: the read model may lag, the process must not act on a
 * stale stage); null when there is no such order.
 */
export async function orderRecordOf(
  events: Pick<EventStore, 'readStream'>,
  orderNumber: string,
): Promise<OrderRecord | null> {
  const recorded = (await events.readStream(streams.order(orderNumber))).map(asOrderEvent);
  const placed = recorded.find((e): e is OrderPlaced => e.type === 'OrderPlaced');
  if (!placed) return null;
  const state = recorded.reduce(orderDecider.evolve, orderDecider.initialState);
  const delivery = recorded.find((e): e is OrderDelivered => e.type === 'OrderDelivered');
  return { placed: placed.data, state: state!, delivered: delivery?.data.devices ?? null };
}
