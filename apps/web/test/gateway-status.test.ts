import { describe, expect, it } from '@jest/globals';
import type { FieldNode, OperationDefinitionNode } from 'graphql';
import { SERIAL_NUMBER_PATTERN } from '../../../libs/domain/src/validation/identifiers';
import { GatewayStatusDocument } from '../src/gql/graphql';
import enUS from '../src/shared/i18n/en-US.json';
import zhTW from '../src/shared/i18n/zh-TW.json';
import {
  GATEWAY_COUNTERS,
  LOOKUP_MAX,
  SERIAL_NUMBER,
  isAddable,
  serialsToLookUp,
  waitingSerials,
  type UnknownDevice,
} from '../src/features/admin/devices/gatewayStatus';

/** The fields the page asks of each gateway process. */
function gatewayFields(): string[] {
  const operation = GatewayStatusDocument.definitions[0] as OperationDefinitionNode;
  const report = operation.selectionSet.selections[0] as FieldNode;
  const gateways = report.selectionSet!.selections.find(
    (s) => (s as FieldNode).name.value === 'gateways',
  ) as FieldNode;
  return gateways.selectionSet!.selections.map((s) => (s as FieldNode).name.value);
}

const unknown = (serial: string): UnknownDevice => ({
  serial,
  protocol: 'gt06',
  remoteAddress: '127.0.0.1',
  firstSeenAt: 1,
  lastSeenAt: 2,
  attempts: 1,
});

describe('gateway status in the back office', () => {
  it('shows every counter the page asks for, once, besides the identity and times', () => {
    const counters = gatewayFields().filter(
      (f) => !['id', 'publishedAt', 'stale', 'startedAt', 'ports'].includes(f),
    );
    expect(GATEWAY_COUNTERS.map((c) => c.key).sort()).toEqual(counters.sort());
    expect(new Set(GATEWAY_COUNTERS.map((c) => c.key)).size).toBe(GATEWAY_COUNTERS.length);
  });

  it('names and explains every counter in both languages', () => {
    for (const messages of [enUS, zhTW]) {
      for (const { key } of GATEWAY_COUNTERS) {
        expect(typeof messages.gateway.counters[key]).toBe('string');
        expect(typeof messages.gateway.counterHelp[key]).toBe('string');
      }
    }
  });

  it("adds and looks up only what the platform's serial number rules allow", () => {
    expect(SERIAL_NUMBER.source).toBe(SERIAL_NUMBER_PATTERN.source);
    expect(isAddable('862000000000007')).toBe(true);
    // A mistyped IMEI (its check digit does not match) and a 2-digit id are no new device's serial.
    expect(isAddable('862000000000001')).toBe(false);
    expect(isAddable('12')).toBe(false);
    expect(isAddable('pixel-7a')).toBe(false);
    expect(isAddable('123456789012345678901')).toBe(false);
    expect(serialsToLookUp(['1', 'pixel-7a', '2', '1'].map(unknown))).toEqual(['1', '2']);
    const many = Array.from({ length: LOOKUP_MAX + 5 }, (_, i) => unknown(String(i + 1)));
    expect(serialsToLookUp(many)).toHaveLength(LOOKUP_MAX);
  });

  it('counts as waiting the refused serials that are not devices, whether or not they can be added', () => {
    const devices = ['1', 'pixel-7a', '2'].map(unknown);
    expect(waitingSerials(devices, new Set(['2']))).toEqual(['1', 'pixel-7a']);
    expect(waitingSerials(devices, new Set())).toEqual(['1', 'pixel-7a', '2']);
  });
});
