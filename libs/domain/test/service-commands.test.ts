import { DomainError, ServiceStatus, assertServiceTakesCommands, serviceTakesCommands } from '../src';

describe('a device out of service takes no remote commands', () => {
  it.each([
    ['in service', ServiceStatus.NORMAL, true],
    ['never given a service status', null, true],
    ['expired', ServiceStatus.EXPIRED, false],
    ['stopped', ServiceStatus.STOPPED, false],
    ['on a paid stop', ServiceStatus.PAID_STOP, false],
  ])('given a device %s, a command is taken: %s', (_case, status, takes) => {
    expect(serviceTakesCommands(status)).toBe(takes);
  });

  it('when a command is asked for a stopped device, then it is refused as a conflict naming the state', () => {
    let thrown: unknown;
    try {
      assertServiceTakesCommands('861000000000001', ServiceStatus.STOPPED);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({
      kind: 'conflict',
      detail: { field: 'deviceSerialNumber', serviceStatusCode: ServiceStatus.STOPPED },
    });
    expect((thrown as Error).message).toMatch(/out of service/);
  });

  it('when a command is asked for a device in service, then nothing is refused', () => {
    expect(() => assertServiceTakesCommands('861000000000001', ServiceStatus.NORMAL)).not.toThrow();
  });
});
