/** Pure vehicle-tree building: fleets (with sub-fleets) and their devices, sorted and filtered. */

export interface TreeFleet {
  id: string;
  alias: string;
  account: string;
  parentFleetId: string | null;
  subFleets?: readonly TreeFleet[];
}

export interface TreeDevice {
  deviceId: string;
  deviceSerialNumber: string;
  carName: string | null;
  fleetId: string | null;
  /** Tagged in the tree when out of service; the tree keeps the device as loaded. */
  serviceStatusCode?: number | null;
}

export type SortKey = 'serial' | 'carName';

export interface VehicleTreeNode {
  key: string;
  type: 'Fleet' | 'Device';
  name: string;
  /** Devices under this node (all descendants), for fleets. */
  deviceCount: number;
  /** No caret: a device, or a fleet with nothing under it (an empty sub-fleet has nothing to expand). */
  isLeaf: boolean;
  children?: VehicleTreeNode[];
  fleet?: TreeFleet;
  device?: TreeDevice;
}

export const fleetKey = (id: string): string => `fleet:${id}`;
export const deviceKey = (id: string): string => `device:${id}`;
export const deviceIdFromKey = (key: string): string | undefined =>
  key.startsWith('device:') ? key.slice('device:'.length) : undefined;

function compareSerial(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

export function compareDevices(sort: SortKey): (a: TreeDevice, b: TreeDevice) => number {
  if (sort === 'carName') {
    return (a, b) =>
      (a.carName ?? '').localeCompare(b.carName ?? '', 'zh-Hant') ||
      compareSerial(a.deviceSerialNumber, b.deviceSerialNumber);
  }
  return (a, b) => compareSerial(a.deviceSerialNumber, b.deviceSerialNumber);
}

export function deviceLabel(device: TreeDevice): string {
  return device.carName ? `${device.carName} (${device.deviceSerialNumber})` : device.deviceSerialNumber;
}

function matches(device: TreeDevice, keyword: string): boolean {
  if (!keyword) return true;
  const k = keyword.toLowerCase();
  return device.deviceSerialNumber.includes(k) || (device.carName ?? '').toLowerCase().includes(k);
}

/**
 * The fleets query lists a main fleet with its sub-fleets and also each sub-fleet as a row of its own:
 * the ids that appear as another row's sub-fleet, so that each fleet is shown once, under its parent.
 */
function nestedFleetIds(fleets: readonly TreeFleet[]): Set<string> {
  return new Set(fleets.flatMap((fleet) => (fleet.subFleets ?? []).map((sub) => sub.id)));
}

/** The top-level fleets: the rows that are nobody's sub-fleet. */
function rootFleets(fleets: readonly TreeFleet[]): TreeFleet[] {
  const nested = nestedFleetIds(fleets);
  return fleets.filter((fleet) => !nested.has(fleet.id));
}

export interface FleetChoice {
  id: string;
  name: string;
  isSubFleet: boolean;
}

const fleetName = (fleet: TreeFleet): string => fleet.alias || fleet.account;

/** The fleets a device can be moved to: each fleet once, each main fleet followed by its sub-fleets. */
export function fleetChoices(fleets: readonly TreeFleet[]): FleetChoice[] {
  const choice = (fleet: TreeFleet): FleetChoice[] => [
    { id: fleet.id, name: fleetName(fleet), isSubFleet: Boolean(fleet.parentFleetId) },
    ...(fleet.subFleets ?? []).flatMap(choice),
  ];
  return rootFleets(fleets).flatMap(choice);
}

/** Fleet accounts see their devices in serial order only (the spec), so they are offered no sort. */
export function canSortTree(isFleetAccount: boolean): boolean {
  return !isFleetAccount;
}

/**
 * Builds the tree: each fleet row with its sub-fleets, devices under their fleet; devices whose fleet
 * is not in the list (a single-device account's own device) sit at the top level. Fleets that appear
 * both as rows and as another row's sub-fleet are shown once, under their parent.
 */
export function buildVehicleTree(
  fleets: readonly TreeFleet[],
  devices: readonly TreeDevice[],
  sort: SortKey,
  keyword = '',
): VehicleTreeNode[] {
  const byFleet = new Map<string, TreeDevice[]>();
  const loose: TreeDevice[] = [];
  const knownFleets = new Set([...fleets.map((fleet) => fleet.id), ...nestedFleetIds(fleets)]);
  const ordered = devices.filter((d) => matches(d, keyword.trim())).sort(compareDevices(sort));
  for (const device of ordered) {
    if (device.fleetId && knownFleets.has(device.fleetId)) {
      const list = byFleet.get(device.fleetId) ?? [];
      list.push(device);
      byFleet.set(device.fleetId, list);
    } else {
      loose.push(device);
    }
  }

  const deviceNode = (device: TreeDevice): VehicleTreeNode => ({
    key: deviceKey(device.deviceId),
    type: 'Device',
    name: deviceLabel(device),
    deviceCount: 1,
    isLeaf: true,
    device,
  });

  const fleetNode = (fleet: TreeFleet): VehicleTreeNode | null => {
    const subNodes = (fleet.subFleets ?? []).map(fleetNode).filter((n): n is VehicleTreeNode => n !== null);
    const deviceNodes = (byFleet.get(fleet.id) ?? []).map(deviceNode);
    const children = [...subNodes, ...deviceNodes];
    if (keyword.trim() && children.length === 0) return null;
    return {
      key: fleetKey(fleet.id),
      type: 'Fleet',
      name: fleetName(fleet),
      deviceCount: children.reduce((sum, child) => sum + child.deviceCount, 0),
      isLeaf: children.length === 0,
      children,
      fleet,
    };
  };

  const roots = rootFleets(fleets)
    .map(fleetNode)
    .filter((n): n is VehicleTreeNode => n !== null);
  return [...roots, ...loose.map(deviceNode)];
}

/**
 * Whether two device lists make the same tree: the same devices in the same order with the same
 * names, fleets and service states. Live rows change positions and states many times a second; the
 * tree of a large fleet is rebuilt only when what it shows of the devices changed.
 */
export function sameTreeDevices(a: readonly TreeDevice[], b: readonly TreeDevice[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (
      x.deviceId !== y.deviceId ||
      x.deviceSerialNumber !== y.deviceSerialNumber ||
      x.carName !== y.carName ||
      x.fleetId !== y.fleetId ||
      (x.serviceStatusCode ?? null) !== (y.serviceStatusCode ?? null)
    )
      return false;
  }
  return true;
}

/** The spec's checkbox state of a node: 0 unchecked, 1 checked, 2 partial (some descendants checked). */
export function checkState(node: VehicleTreeNode, checked: ReadonlySet<string>): 0 | 1 | 2 {
  if (!node.children || node.children.length === 0) return checked.has(node.key) ? 1 : 0;
  const states = node.children.map((child) => checkState(child, checked));
  if (states.every((s) => s === 1)) return 1;
  return states.some((s) => s !== 0) ? 2 : 0;
}

/** Every fleet key (to expand the whole tree). */
export function fleetKeys(nodes: readonly VehicleTreeNode[]): string[] {
  return nodes.flatMap((n) => (n.type === 'Fleet' ? [n.key, ...fleetKeys(n.children ?? [])] : []));
}
