import { describe, expect, it } from '@jest/globals';
import { AccountType, AdminFunction, ClientSlot } from '@gps/codes';
import { guardRedirect } from '../src/app/routes/guard';
import { adminMeta, clientMeta, publicMeta } from '../src/app/routes/routeMeta';
import type { SessionData } from '../src/shared/session/types';

const VIEW = '0001';
const FROM = '/admin/report?page=2';
const settings = {
  loaded: true,
  flags: { showOverspeed: true, showOffline: false, showCoupon: false, showAddressToGps: false },
};

const session = (over: Partial<SessionData>): SessionData => ({
  token: 't',
  accountId: 'id',
  accountType: AccountType.ADMIN,
  account: 'someone',
  alias: null,
  permissions: [],
  rights: [],
  parentFleetId: null,
  idleSeconds: 900,
  ...over,
});
const adminViewing = (...ids: number[]) =>
  session({ rights: ids.map((functionId) => ({ functionId, flags: VIEW })) });
const device = session({ accountType: AccountType.DEVICE, permissions: [1, 1, 1] });

describe('guardRedirect: the back office', () => {
  const report = adminMeta('admin.report', AdminFunction.REPORT);

  it('renders a route the administrator may view', () => {
    expect(guardRedirect(report, adminViewing(AdminFunction.REPORT), settings, FROM)).toBeNull();
  });

  it('sends an administrator denied the route to /admin/login, saying why (spec), not to another function', () => {
    expect(guardRedirect(report, adminViewing(AdminFunction.DEVICE), settings, FROM)).toEqual({
      to: '/admin/login',
      state: { from: FROM, reason: 'routeDenied' },
    });
    const editOnly = session({ rights: [{ functionId: AdminFunction.REPORT, flags: '0100' }] });
    expect(guardRedirect(report, editOnly, settings, FROM)?.to).toBe('/admin/login');
  });

  it('sends the signed-out and customers to /admin/login', () => {
    expect(guardRedirect(report, null, settings, FROM)).toEqual({
      to: '/admin/login',
      state: { from: FROM },
    });
    expect(guardRedirect(report, device, settings, FROM)).toEqual({ to: '/admin/login' });
  });
});

describe('guardRedirect: the customer area', () => {
  it('sends the signed-out and administrators to /', () => {
    const monitor = clientMeta('client.monitor');
    expect(guardRedirect(monitor, null, settings, '/main/monitor')?.to).toBe('/');
    expect(guardRedirect(monitor, adminViewing(AdminFunction.DEVICE), settings, '/main/monitor')?.to).toBe(
      '/',
    );
    expect(guardRedirect(monitor, device, settings, '/main/monitor')).toBeNull();
  });

  it('keeps a device account (all three slots) out of fleet-only routes', () => {
    const multi = clientMeta('client.multiMonitor', { accountTypes: [AccountType.FLEET] });
    expect(guardRedirect(multi, device, settings, '/main/multiMonitor')).toEqual({ to: '/main/monitor' });
  });

  it('checks the slot and the setting a route asks for', () => {
    const remote = clientMeta('client.remote', { clientSlot: ClientSlot.SEND_COMMANDS });
    const noSend = session({ accountType: AccountType.FLEET, permissions: [1, 0, 1] });
    expect(guardRedirect(remote, noSend, settings, '/main/remote')).toEqual({ to: '/main/monitor' });
    const offline = clientMeta('client.offlinePerDay', { setting: 'showOffline' });
    expect(guardRedirect(offline, device, settings, '/x')).toEqual({ to: '..', relative: 'path' });
    expect(guardRedirect(offline, device, { ...settings, loaded: false }, '/x')).toBeNull();
  });

  it('lets anyone through a public route', () => {
    expect(guardRedirect(publicMeta('help'), null, settings, '/help')).toBeNull();
  });
});
