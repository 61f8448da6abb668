import { describe, expect, it } from '@jest/globals';
import { ServiceStatus } from '@gps/codes';
import { serviceTakesCommands } from '../../../libs/domain/src/device/service-commands';
import { sendRefusal } from '../src/features/remote/sendRefusal';

describe('why the remote page cannot send', () => {
  it.each([
    ['in service', ServiceStatus.NORMAL, null],
    ['never given a service status', null, null],
    ['expired', ServiceStatus.EXPIRED, 'outOfService'],
    ['stopped', ServiceStatus.STOPPED, 'outOfService'],
    ['on a paid stop', ServiceStatus.PAID_STOP, 'outOfService'],
  ])('a device %s: %s', (_case, serviceStatusCode, refusal) => {
    expect(sendRefusal(true, { serviceStatusCode })).toBe(refusal);
    // The page refuses exactly what the server refuses.
    expect(refusal === null).toBe(serviceTakesCommands(serviceStatusCode));
  });

  it('says the permission is missing first, as it holds for every device', () => {
    expect(sendRefusal(false, { serviceStatusCode: ServiceStatus.STOPPED })).toBe('noPermission');
    expect(sendRefusal(false, null)).toBe('noPermission');
  });

  it('refuses nothing before a device is chosen', () => {
    expect(sendRefusal(true, null)).toBeNull();
  });
});
