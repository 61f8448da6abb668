import { z } from 'zod';
import { byName, call } from '../catalogue/declare';
import { entityId, epochMicros, flag, int, MICROS, maybeText, text } from './common';

export const getGatewayStatusInput = z.object({});

/** A gateway that has not published for this long is shown as stale (stopped without cleaning up). */
export const GATEWAY_STATUS_STALE_SECONDS = 60;

export const GatewayInstance = z
  .object({
    id: entityId.describe('host:pid'),
    publishedAt: epochMicros,
    stale: flag.describe('It has not published for a minute: stopped without cleaning up, or stuck.'),
    startedAt: epochMicros,
    ports: z.array(text).describe('protocol:port of each listener.'),
    sessions: int.describe('Identified TCP devices connected now.'),
    connections: int,
    messages: int,
    acks: int,
    refusedUnknown: int,
    loginTimeouts: int.describe(
      'TCP connections closed for not naming their device in time; OsmAnd requests not sent in time.',
    ),
    connectionsRefused: int.describe(
      'Connections refused at once by the connection caps (per address, or all device ports together).',
    ),
    decodeErrors: int,
    badChecksums: int.describe(
      'Frames whose checksum did not match, decoded and recorded all the same (GT06 CRC, JT808 check code).',
    ),
    recordFailures: int,
    datagramsDropped: int.describe(
      'UDP datagrams (Teltonika) dropped unread because as many as allowed were being handled; the devices send them again.',
    ),
    commandsSent: int,
    commandReplies: int,
    positionsRecorded: int,
    warningsRaised: int,
  })
  .meta({
    id: 'GatewayInstance',
    description: "One gateway process's counters since it started, over its protocols.",
  });

export const UnknownDevice = z
  .object({
    serial: text,
    protocol: text,
    remoteAddress: maybeText,
    firstSeenAt: epochMicros.describe(
      `${MICROS} When it entered the list (after a flood pushed it out: when it came back).`,
    ),
    lastSeenAt: epochMicros,
    attempts: int.describe(
      'Refusals since it entered the list (a serial that came back after being pushed out starts at 2).',
    ),
  })
  .meta({ id: 'UnknownDevice', description: 'A serial that tried to report without being provisioned.' });

export const GatewayStatusReport = z
  .object({
    gateways: z.array(GatewayInstance),
    unknownDevices: z
      .array(UnknownDevice)
      .describe(
        'The serials that keep trying first: each attempt counts, recent ones more (halved every hour); a flood of serials tried once does not push these out.',
      ),
    refusedSerials: int.describe(
      'Distinct serials refused since the gateways started (estimated: exact for a few, within about 2 % beyond).',
    ),
  })
  .meta({ id: 'GatewayStatusReport' });

export const gatewayCalls = byName([
  call({
    name: 'getGatewayStatus',
    kind: 'query',
    summary:
      "The device gateways' counters since each started, and the unknown devices they refused (serials trying to report without being provisioned): the ones that keep trying first (attempts, recent ones counting more), and how many distinct serials were refused in all.",
    input: getGatewayStatusInput,
    output: GatewayStatusReport,
    graphql: { field: 'gatewayStatus', args: 'flat' },
  }),
] as const);
