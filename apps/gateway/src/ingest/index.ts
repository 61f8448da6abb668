export { TelemetryIngest } from './telemetry-ingest';
export { platformLimit, type PlatformOverspeed } from './overspeed-limits';
export type { TelemetryIngestOptions } from './ingest-options';
export type { IngestMetricsSnapshot } from './ingest-metrics';
export { draftFor, reportOf, type CommandDraft, type CommandContext } from './message-commands';
export { timeOrderedId } from './event-ids';
