import { describe, expect, it } from '@jest/globals';
import { AdminFunction } from '@gps/contracts/constants';
import { firstPermittedAdminPath } from '../src/app/routes/navigation';
import { adminNavigation, clientTabs, routeTable } from '../src/app/routes/routeTable';
import { HELP_PATH } from '../src/features/help/helpPath';

const VIEW = '0001';

describe('navigation read from the route table', () => {
  it('lists the back-office tabs in the spec order, the system log in the user menu', () => {
    expect(adminNavigation.tabs.map((tab) => tab.path)).toEqual(
      [
        'account',
        'permission',
        'device',
        'fleet',
        'customer',
        'plan',
        'statistics',
        'report',
        'finance',
        'announcement',
        'vipPlan',
        'setting',
      ].map((path) => `/admin/${path}`),
    );
    expect(adminNavigation.tabs.find((tab) => tab.key === 'finance')?.matches).toEqual([
      '/admin/manualModifyRecord',
    ]);
    expect(adminNavigation.menu.map((entry) => entry.path)).toEqual(['/admin/systemLog', '/admin/audit']);
    expect(clientTabs.map((tab) => tab.path)[0]).toBe('/main/monitor');
  });

  it('lands an administrator on the first tab they may view, then the system log, else nowhere', () => {
    const view = (...ids: number[]) => ids.map((functionId) => ({ functionId, flags: VIEW }));
    expect(firstPermittedAdminPath(view(AdminFunction.SETTING, AdminFunction.DEVICE))).toBe('/admin/device');
    expect(firstPermittedAdminPath(view(AdminFunction.SYSTEM_LOG))).toBe('/admin/systemLog');
    expect(firstPermittedAdminPath(view())).toBeUndefined();
    expect(firstPermittedAdminPath(undefined)).toBeUndefined();
  });

  it('serves our help page at /help to anyone, signed in or not', () => {
    const help = routeTable.find((entry) => entry.path === HELP_PATH);
    expect(help?.meta).toMatchObject({ requiresSession: false, isBackOffice: false });
  });

  it("asks for a session on /compareHistory and /streetView: public in the spec, but a tenant's tracks", () => {
    for (const path of ['/compareHistory', '/streetView']) {
      const entry = routeTable.find((e) => e.path === path);
      expect(entry?.meta).toMatchObject({ requiresSession: true, isBackOffice: false });
    }
  });
});
