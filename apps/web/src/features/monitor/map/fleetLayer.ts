import L from 'leaflet';
import Supercluster from 'supercluster';
import { clusterIcon } from './clusterIcon';
import { LiveTails, type TailPoint } from './liveTails';

/** A vehicle the layer draws: where it is, whether it moves, and its marker's icon. */
export interface LayerVehicle {
  deviceId: string;
  latitude: number;
  longitude: number;
  moving: boolean;
}

/**
 * Up to this many vehicles, each is drawn with its icon and label wherever it is, as the monitor
 * always did; past it, vehicles that crowd each other on screen are drawn as clusters.
 */
export const CLUSTER_ABOVE = 50;
/** Vehicles closer than this on screen (px) make a cluster. */
const CLUSTER_RADIUS_PX = 60;
/**
 * supercluster measures its radius on 512-px tiles; Leaflet's are 256 px: the radius it is given
 * is the one on screen scaled by the ratio.
 */
const SUPERCLUSTER_EXTENT = 512;
const LEAFLET_TILE_SIZE = 256;
/** From this zoom on (streets), every vehicle is drawn on its own. */
const CLUSTER_MAX_ZOOM = 14;
/**
 * Re-clustering reads every vehicle (about 20 ms for 10,000): it is done at most this often while
 * vehicles move. Between two, a vehicle drawn on its own moves at once; a cluster's place and count
 * follow at the next re-clustering.
 */
export const RECLUSTER_EVERY_MS = 1000;
/** Vehicles just outside the window are drawn too, so a small pan shows them at once. */
const VIEW_PADDING = 0.25;
/** The tail line: the status colour of a moving vehicle, thin and half transparent. */
const TAIL_STYLE: L.PolylineOptions = { color: '#389e0d', weight: 3, opacity: 0.6, interactive: false };

interface Drawn {
  marker: L.Marker;
  /** The vehicle it draws, or null for a cluster. */
  deviceId: string | null;
  icon: L.DivIcon;
}

interface Hooks<V extends LayerVehicle> {
  iconOf: (vehicle: V) => L.DivIcon;
  onVehicleClick: (deviceId: string) => void;
}

/**
 * The monitor's vehicles on a Leaflet map, for a fleet of any size (docs/decisions/monitor.md):
 * supercluster groups the vehicles that crowd each other; only what is in view is drawn, so the page
 * holds a few hundred markers whatever the fleet; tails are lines on the map's canvas. New rows
 * (handed over in an animation frame by the provider) move the vehicles drawn on their own and
 * nothing else; clusters follow at the next re-clustering.
 */
export class FleetLayer<V extends LayerVehicle> {
  private vehicles = new Map<string, V>();
  private readonly index = new Supercluster<{ deviceId: string }>({
    radius: CLUSTER_RADIUS_PX * (SUPERCLUSTER_EXTENT / LEAFLET_TILE_SIZE),
    extent: SUPERCLUSTER_EXTENT,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  private readonly group = L.layerGroup();
  private readonly tailRenderer = L.canvas();
  private readonly drawn = new Map<string, Drawn>();
  private readonly tailLines = new Map<string, L.Polyline>();
  private readonly tails = new LiveTails();
  /** Vehicles changed since the last frame. */
  private changed = new Map<string, V>();
  private indexStale = true;
  private lastIndexed = Number.NEGATIVE_INFINITY;
  private frame: number | null = null;
  private reclusterTimer: number | null = null;

  constructor(
    private readonly map: L.Map,
    private hooks: Hooks<V>,
  ) {
    this.group.addTo(map);
    map.on('moveend', this.redraw);
  }

  setHooks(hooks: Hooks<V>): void {
    this.hooks = hooks;
    // The look may have changed (staleness moves with the clock): redraw the icons in view.
    for (const [, drawn] of this.drawn) {
      const vehicle = drawn.deviceId === null ? undefined : this.vehicles.get(drawn.deviceId);
      if (vehicle) this.setIcon(drawn, hooks.iconOf(vehicle));
    }
  }

  /** The vehicles now: rows are replaced when they change, so an unchanged one is the same object. */
  setVehicles(list: readonly V[]): void {
    const before = this.vehicles.size;
    let kept = 0;
    let added = false;
    for (const vehicle of list) {
      const held = this.vehicles.get(vehicle.deviceId);
      if (held === vehicle) {
        kept += 1;
        continue;
      }
      if (held) kept += 1;
      else added = true;
      this.vehicles.set(vehicle.deviceId, vehicle);
      this.changed.set(vehicle.deviceId, vehicle);
      if (!held || held.latitude !== vehicle.latitude || held.longitude !== vehicle.longitude)
        this.indexStale = true;
    }
    if (added || kept < before) {
      // Vehicles ticked or unticked: they show (or go) at once, without waiting for a re-clustering.
      const next = new Map(list.map((v) => [v.deviceId, v]));
      for (const id of this.vehicles.keys()) {
        if (!next.has(id)) this.tails.forget(id);
      }
      this.vehicles = next;
      this.indexStale = true;
      this.lastIndexed = Number.NEGATIVE_INFINITY;
    }
    this.apply();
  }

  vehicle(deviceId: string): V | undefined {
    return this.vehicles.get(deviceId);
  }

  remove(): void {
    if (this.frame !== null) window.cancelAnimationFrame(this.frame);
    if (this.reclusterTimer !== null) window.clearTimeout(this.reclusterTimer);
    this.map.off('moveend', this.redraw);
    this.group.remove();
  }

  private requestFrame(): void {
    if (this.frame === null) this.frame = window.requestAnimationFrame(this.onFrame);
  }

  private readonly onFrame = () => {
    this.frame = null;
    this.apply();
  };

  /**
   * Moves the changed vehicles drawn on their own, then re-clusters if it is due. Called in the
   * same task as the render that brought the rows (the provider hands them over in an animation
   * frame), so that re-clustering and the render share one frame instead of slowing two.
   */
  private apply(): void {
    const changed = this.changed;
    this.changed = new Map();
    for (const vehicle of changed.values()) {
      // Unticked since (or replaced by a newer row, itself in `changed`).
      if (this.vehicles.get(vehicle.deviceId) !== vehicle) continue;
      const tail = this.tails.record(vehicle.deviceId, [vehicle.latitude, vehicle.longitude], vehicle.moving);
      const drawn = this.drawn.get(`v:${vehicle.deviceId}`);
      if (!drawn) continue;
      drawn.marker.setLatLng([vehicle.latitude, vehicle.longitude]);
      this.setIcon(drawn, this.hooks.iconOf(vehicle));
      this.drawTail(vehicle.deviceId, tail);
    }
    if (!this.indexStale) return;
    const wait = this.lastIndexed + RECLUSTER_EVERY_MS - performance.now();
    if (wait <= 0) this.redraw();
    // No more rows may come: the moves already made are clustered a little later all the same.
    else if (this.reclusterTimer === null)
      this.reclusterTimer = window.setTimeout(() => {
        this.reclusterTimer = null;
        this.requestFrame();
      }, wait + RECLUSTER_EVERY_MS);
  }

  /** Re-clusters if vehicles moved, then draws what is in view: markers are reused by key. */
  private readonly redraw = () => {
    const clustering = this.vehicles.size > CLUSTER_ABOVE;
    if (this.indexStale && clustering) {
      this.index.load(
        [...this.vehicles.values()].map((v) => ({
          type: 'Feature' as const,
          properties: { deviceId: v.deviceId },
          geometry: { type: 'Point' as const, coordinates: [v.longitude, v.latitude] },
        })),
      );
    }
    this.indexStale = false;
    this.lastIndexed = performance.now();
    if (this.reclusterTimer !== null) window.clearTimeout(this.reclusterTimer);
    this.reclusterTimer = null;

    const view = this.map.getBounds().pad(VIEW_PADDING);
    const wanted = new Set<string>();
    if (clustering) {
      const bbox: [number, number, number, number] = [
        Math.max(view.getWest(), -180),
        Math.max(view.getSouth(), -90),
        Math.min(view.getEast(), 180),
        Math.min(view.getNorth(), 90),
      ];
      for (const feature of this.index.getClusters(bbox, Math.round(this.map.getZoom()))) {
        const [lng, lat] = feature.geometry.coordinates;
        const props = feature.properties;
        if ('cluster' in props && props.cluster) {
          const key = `c:${props.cluster_id}`;
          wanted.add(key);
          this.place(key, null, [lat, lng], clusterIcon(props.point_count, props.point_count_abbreviated));
        } else {
          const vehicle = this.vehicles.get((props as { deviceId: string }).deviceId);
          if (vehicle) this.placeVehicle(vehicle, wanted);
        }
      }
    } else {
      for (const vehicle of this.vehicles.values()) {
        if (view.contains([vehicle.latitude, vehicle.longitude])) this.placeVehicle(vehicle, wanted);
      }
    }
    for (const [key, drawn] of this.drawn) {
      if (wanted.has(key)) continue;
      drawn.marker.remove();
      this.drawn.delete(key);
      if (drawn.deviceId !== null) this.tailLines.get(drawn.deviceId)?.remove();
      if (drawn.deviceId !== null) this.tailLines.delete(drawn.deviceId);
    }
  };

  private placeVehicle(vehicle: V, wanted: Set<string>): void {
    const key = `v:${vehicle.deviceId}`;
    wanted.add(key);
    this.place(key, vehicle.deviceId, [vehicle.latitude, vehicle.longitude], this.hooks.iconOf(vehicle));
    this.drawTail(vehicle.deviceId, this.tails.of(vehicle.deviceId));
  }

  private place(key: string, deviceId: string | null, at: L.LatLngTuple, icon: L.DivIcon): void {
    const held = this.drawn.get(key);
    if (held) {
      held.marker.setLatLng(at);
      this.setIcon(held, icon);
      return;
    }
    const marker = L.marker(at, { icon, keyboard: false });
    marker.on('click', () => {
      if (deviceId !== null) this.hooks.onVehicleClick(deviceId);
      else this.zoomInto(key, marker.getLatLng());
    });
    marker.addTo(this.group);
    this.drawn.set(key, { marker, deviceId, icon });
  }

  /** A click on a cluster zooms to where it splits. */
  private zoomInto(key: string, at: L.LatLng): void {
    const clusterId = Number(key.slice('c:'.length));
    const zoom = Math.min(this.index.getClusterExpansionZoom(clusterId), this.map.getMaxZoom());
    this.map.setView(at, zoom, { animate: false });
  }

  private setIcon(drawn: Drawn, icon: L.DivIcon): void {
    if (drawn.icon === icon) return;
    drawn.icon = icon;
    drawn.marker.setIcon(icon);
  }

  private drawTail(deviceId: string, tail: readonly TailPoint[]): void {
    const line = this.tailLines.get(deviceId);
    if (tail.length < 2) {
      line?.remove();
      this.tailLines.delete(deviceId);
      return;
    }
    const points = tail.map((p) => [p[0], p[1]] as L.LatLngTuple);
    if (line) line.setLatLngs(points);
    else
      this.tailLines.set(
        deviceId,
        L.polyline(points, { ...TAIL_STYLE, renderer: this.tailRenderer }).addTo(this.group),
      );
  }
}
