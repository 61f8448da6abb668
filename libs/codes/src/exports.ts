import { isOneOf } from './code-set';

/** The file formats a track or a parking list is exported in (docs/decisions/exports.md). */
export const EXPORT_FORMATS = Object.freeze(['gpx', 'kml', 'csv', 'xlsx'] as const);
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const isExportFormat = isOneOf(EXPORT_FORMATS);
