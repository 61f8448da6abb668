import { sessionEndOf, streams } from '../src';

const at = 1_700_000_000_000;
const event = (type: string, data: object = { at }) => ({ type, data });

describe('sessionEndOf: what ends the sessions of an account', () => {
  it.each([
    ['an administrator', streams.account('a1'), 'AccountPasswordChanged', 'admin', 'a1'],
    ['a fleet or sub-fleet', streams.fleet('f1'), 'FleetPasswordChanged', 'fleet', 'f1'],
    ['a device', streams.device('860000000000001'), 'DevicePasswordChanged', 'device', '860000000000001'],
  ])('a password change of %s', (_, stream, type, kind, subjectId) => {
    expect(sessionEndOf(stream, [event(type, { passwordHash: 'x', at })])).toEqual({
      kind,
      subjectId,
      reason: 'password',
    });
  });

  it('a suspension, not a reinstatement or another edit', () => {
    const suspended = event('AccountEdited', { changes: { statusCode: 2 }, at });
    expect(sessionEndOf(streams.account('a1'), [suspended])).toEqual({
      kind: 'admin',
      subjectId: 'a1',
      reason: 'suspended',
    });
    expect(
      sessionEndOf(streams.fleet('f1'), [event('FleetEdited', { changes: { statusCode: 2 }, at })]),
    ).toEqual({
      kind: 'fleet',
      subjectId: 'f1',
      reason: 'suspended',
    });
    expect(
      sessionEndOf(streams.account('a1'), [event('AccountEdited', { changes: { statusCode: 1 }, at })]),
    ).toBeNull();
    expect(
      sessionEndOf(streams.fleet('f1'), [event('FleetEdited', { changes: { alias: 'x' }, at })]),
    ).toBeNull();
  });

  it('a removal', () => {
    expect(sessionEndOf(streams.account('a1'), [event('AccountDeleted')])?.reason).toBe('removed');
    expect(sessionEndOf(streams.fleet('f-1'), [event('FleetDeleted')])).toEqual({
      kind: 'fleet',
      subjectId: 'f-1',
      reason: 'removed',
    });
  });

  it('the strongest reason when one command does several things', () => {
    const both = [
      event('AccountEdited', { changes: { statusCode: 2 }, at }),
      event('AccountPasswordChanged', { passwordHash: 'x', at }),
    ];
    expect(sessionEndOf(streams.account('a1'), both)?.reason).toBe('suspended');
  });

  it('nothing for sign-ins, other streams or no events', () => {
    expect(sessionEndOf(streams.account('a1'), [event('AccountSignedIn')])).toBeNull();
    expect(sessionEndOf(streams.account('a1'), [])).toBeNull();
    expect(
      sessionEndOf(streams.permission('p1'), [event('PermissionGroupEdited', { changes: {}, at })]),
    ).toBeNull();
    expect(sessionEndOf(streams.telemetry('860000000000001', at), [event('PositionRecorded')])).toBeNull();
  });
});
