import {
  ADMIN_FUNCTION_IDS,
  DEFAULT_FLEET_PERMISSIONS,
  DEFAULT_SUB_FLEET_PERMISSIONS,
  SYSTEM_SETTING_IDS,
} from '@gps/domain';
import { sha, type TestApp } from './app-harness';
import { amrSilence, base64, mp3Silence, wavTone } from './audio-samples';
import { callThrough } from './any-call';
import type { Pick, PoolKind } from './fuzz-inputs';
import { Tenants, type FleetFixture } from './tenants';

/**
 * The world the fuzzing runs in: the four callers (anonymous, a device account, a main fleet, an
 * administrator with every right) and entities for their calls to reach: their own, another
 * tenant's, an unallocated device, another administrator and permission group. The first
 * administrator is never in a pool, so the fuzzing cannot lock the suite out of its own fixtures.
 *
 * Successful calls change the world (that is the point); `restore` puts its shape back before each
 * call is fuzzed, and a caller whose session a call ended (logout, a password change, a suspension)
 * gets a new one, or a new world when its account is gone.
 */

export type CallerKind = 'anonymous' | 'device' | 'fleet' | 'admin';
export const CALLER_KINDS: readonly CallerKind[] = ['anonymous', 'device', 'fleet', 'admin'];

const UNKNOWN_SERIAL = '999999999999999';
const FULL = '1111';
const NORMAL = 1;
/** The reset keys of the last few mails: a mailed key can really be redeemed by a fuzzed call. */
const RECENT_KEYS = 3;

interface Members {
  F: FleetFixture;
  F1: FleetFixture;
  G: FleetFixture;
  G1: FleetFixture;
  /** Devices: f in F (the device caller), f1 in F1, g in G, g1 in G1, u in no fleet. */
  f: string;
  f1: string;
  g: string;
  g1: string;
  u: string;
  devicePassword: string;
  admin: { id: string; account: string; password: string };
  target: { id: string; account: string; password: string; groupId: string; email: string };
}

const AUDIO = [amrSilence(), wavTone(100), mp3Silence(2)].map(base64);

export class FuzzWorld {
  /** Worlds built after the first, because a fuzzed call removed a caller's account. */
  rebuilds = 0;
  private members!: Members;
  private tokens: Partial<Record<CallerKind, string>> = {};
  private readonly tenants: Tenants;

  private constructor(
    private readonly app: TestApp,
    private readonly root: string,
    firstSerial: number,
  ) {
    this.tenants = new Tenants(() => app, firstSerial);
  }

  static async create(app: TestApp, firstSerial: number): Promise<FuzzWorld> {
    const world = new FuzzWorld(app, await app.adminToken(), firstSerial);
    await world.build();
    return world;
  }

  token(caller: CallerKind): string | undefined {
    return caller === 'anonymous' ? undefined : this.tokens[caller];
  }

  /** The pool's value at the pick's index (modulo the pool's size). */
  pick(p: Pick): unknown {
    const pool = this.pool(p.pool);
    return pool[p.index % pool.length];
  }

  /** Puts the world's shape back: statuses, client permissions, where each device is. */
  async restore(): Promise<void> {
    const m = this.members;
    const ok = async (call: string, input: Record<string, unknown>) =>
      (await this.app.api(call, input, this.root)).code === 0;
    const restored =
      (await ok('editFleet', { id: m.F.id, statusCode: NORMAL, permissions: DEFAULT_FLEET_PERMISSIONS })) &&
      (await ok('editFleet', { id: m.G.id, statusCode: NORMAL, permissions: DEFAULT_FLEET_PERMISSIONS })) &&
      (await ok('editSubFleet', { id: m.F1.id, permissions: DEFAULT_SUB_FLEET_PERMISSIONS })) &&
      (await ok('editSubFleet', { id: m.G1.id, permissions: DEFAULT_SUB_FLEET_PERMISSIONS })) &&
      (await ok('allocationDevice', { deviceSerialNumbers: [m.f], fleetId: m.F.id })) &&
      (await ok('allocationDevice', { deviceSerialNumbers: [m.f1], fleetId: m.F1.id })) &&
      (await ok('allocationDevice', { deviceSerialNumbers: [m.g], fleetId: m.G.id })) &&
      (await ok('allocationDevice', { deviceSerialNumbers: [m.g1], fleetId: m.G1.id })) &&
      (await ok('allocationDevice', { deviceSerialNumbers: [m.u], fleetId: null }));
    if (!restored) return this.rebuild();
    for (const caller of CALLER_KINDS) if (caller !== 'anonymous') await this.renew(caller);
  }

  /** A new session for the caller (its last call ended the old one), or a new world if it cannot have one. */
  async renew(caller: CallerKind): Promise<void> {
    if (caller === 'anonymous') return;
    // Opened directly, not by signing in: fuzzed calls change passwords, and each sign-in costs a slow hash.
    const m = this.members;
    const subject = {
      device: ['device', m.f],
      fleet: ['fleet', m.F.id],
      admin: ['admin', m.admin.id],
    } as const;
    const [kind, id] = subject[caller];
    const token = await this.app.platform.sessions.open(kind, id, '127.0.0.1');
    const me = await callThrough(this.app.server.url, '/api', 'me', {}, { token, ip: '127.0.0.1' });
    if (me.code !== 0) return this.rebuild();
    this.tokens[caller] = token;
  }

  private async rebuild(): Promise<void> {
    this.rebuilds += 1;
    await this.build();
  }

  private async build(): Promise<void> {
    const { tenants, root } = this;
    const F = await tenants.fleet(root, { email: `${tenants.name('f')}@example.com` });
    const F1 = await tenants.subFleet(root, F.id);
    const G = await tenants.fleet(root, { email: `${tenants.name('g')}@example.com` });
    const G1 = await tenants.subFleet(root, G.id);
    const [f] = await tenants.devices(root, 1, F.id);
    const [f1] = await tenants.devices(root, 1, F1.id);
    const [g] = await tenants.devices(root, 1, G.id);
    const [g1] = await tenants.devices(root, 1, G1.id);
    const [u] = await tenants.devices(root, 1);
    const device = await tenants.deviceAccount(root, f);
    const rights = (flags: string) => ADMIN_FUNCTION_IDS.map((functionId) => ({ functionId, flags }));
    const adminGroup = await this.app.ok(
      'createPermission',
      { name: tenants.name('all'), rights: rights(FULL) },
      root,
    );
    const targetGroup = await this.app.ok(
      'createPermission',
      { name: tenants.name('target'), rights: rights('0001') },
      root,
    );
    const admin = { account: tenants.name('fuzzer'), password: tenants.name('pw') };
    const target = {
      account: tenants.name('target'),
      password: tenants.name('pw'),
      email: `${tenants.name('t')}@example.com`,
    };
    const adminDoc = await this.app.ok(
      'createAccount',
      { account: admin.account, password: admin.password, alias: 'Fuzzer', permissionId: adminGroup.id },
      root,
    );
    const targetDoc = await this.app.ok(
      'createAccount',
      {
        account: target.account,
        password: target.password,
        alias: 'Target',
        permissionId: targetGroup.id,
        email: target.email,
      },
      root,
    );
    this.members = {
      F,
      F1,
      G,
      G1,
      f,
      f1,
      g,
      g1,
      u,
      devicePassword: device.password,
      admin: { id: adminDoc.id, ...admin },
      target: { id: targetDoc.id, groupId: targetGroup.id, ...target },
    };
    this.tokens = {
      device: await this.tenants.signInDevice(device),
      fleet: await this.tenants.signIn(F),
      admin: await this.app.adminToken(admin.account, admin.password),
    };
  }

  private pool(kind: PoolKind): readonly unknown[] {
    const m = this.members;
    switch (kind) {
      case 'device':
        return [m.f, m.f1, m.g, m.g1, m.u, UNKNOWN_SERIAL];
      case 'fleet':
        return [m.F.id, m.F1.id, m.G.id, m.G1.id, 'no-such-fleet'];
      case 'account':
        return [m.target.id, 'no-such-account'];
      case 'permission':
        return [m.target.groupId, 'no-such-group'];
      case 'setting':
        return [...SYSTEM_SETTING_IDS, 'noSuchSetting'];
      case 'accountName':
        return [m.F.account, m.F1.account, m.G.account, m.target.account, m.f, 'no-such-account'];
      case 'password':
        return [m.F.password, m.target.password, m.devicePassword, 'wrong'].map(sha);
      case 'email':
        return [m.F.email, m.target.email, 'nobody@example.com'];
      case 'resetKey':
        return [...this.mailedKeys(), 'k'.repeat(43)];
      case 'audio':
        return AUDIO;
    }
  }

  private mailedKeys(): string[] {
    return this.app.mails
      .slice(-RECENT_KEYS)
      .map((mail) => /reset key: (\S+)/.exec(mail.text)?.[1])
      .filter((key): key is string => key !== undefined);
  }
}
