export * from './projection';
export * from './define-projection';
export * from './projection-runner';
export * from './read-models';
export * from './projections';
export { telemetrySerialOf } from './projections/directory/telemetry-stream';
export { areaAddressAt, embeddedAtlas } from './addresses/area-address';
export * from './presence/device-presence';
