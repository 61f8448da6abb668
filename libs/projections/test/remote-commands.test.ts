import { streams, type RemoteCommandEvent } from '@gps/domain';
import { Collections, remoteCommandsProjection } from '@gps/projections';
import { DirectoryHarness, us } from './support/directory-harness';

/** The command log's read model: why a command failed, as a code the pages translate. */

const T = Date.UTC(2026, 10, 26, 2, 0, 0);
const MINUTE = 60_000;

let h: DirectoryHarness;
beforeEach(async () => {
  h = await DirectoryHarness.start([remoteCommandsProjection]);
});
afterEach(() => h.stop());

const requested = (commandId: string): RemoteCommandEvent => ({
  type: 'RemoteCommandRequested',
  version: 1,
  data: {
    commandId,
    serialNumber: '860000000000017',
    requestDataCode: 13,
    key: 'PSW',
    value: 'secret1',
    requestNumber: 1,
    requestedBy: { kind: 'admin', id: 'admin-1' },
    at: T,
    expiresAt: T + 60 * MINUTE,
  },
});

describe('remote-commands projection', () => {
  it('keeps the failure code and the technical reason apart', async () => {
    await h.append(streams.remoteCommand('c1'), [
      requested('c1'),
      {
        type: 'RemoteCommandFailed',
        version: 1,
        data: { failure: 'invalid_value', reason: 'gt06 cannot carry PSW secret1', at: T + MINUTE },
      },
    ]);
    expect(await h.read.get(Collections.remoteCommands, 'c1')).toMatchObject({
      status: 'failed',
      failure: 'invalid_value',
      failureReason: 'gt06 cannot carry PSW secret1',
      closedTimestamp: us(T + MINUTE),
    });
  });

  it('reads a failure recorded before its code as the protocol’s refusal', async () => {
    await h.append(streams.remoteCommand('c2'), [
      requested('c2'),
      {
        type: 'RemoteCommandFailed',
        version: 1,
        data: { reason: "the device's protocol cannot carry it: h02 cannot carry PSW", at: T + MINUTE },
      },
    ]);
    expect(await h.read.get(Collections.remoteCommands, 'c2')).toMatchObject({
      status: 'failed',
      failure: 'unsupported_command',
    });
  });
});
