/**
 * The system's own workers, each named as the actor of the events it causes (`{ kind: 'system', id:
 * <worker> }` in their metadata), so the auditors read who did it even where no person did.
 */
export const SYSTEM_WORKERS = Object.freeze([
  'bootstrap',
  'service-expiry',
  'maintenance-watch',
  'command-expiry',
  'announcement-publishing',
  'order-fulfilment',
  'unpaid-orders',
  'payment-notifications',
  'system-log',
] as const);
export type SystemWorker = (typeof SYSTEM_WORKERS)[number];

/** An actor as event metadata keeps it. */
export interface EventActor {
  kind: string;
  id: string;
}

export const systemActor = (worker: SystemWorker): EventActor => ({ kind: 'system', id: worker });
