import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CircleMarker,
  MapContainer,
  Marker,
  Polyline,
  ScaleControl,
  TileLayer,
  Tooltip,
  useMap,
} from 'react-leaflet';
import L from 'leaflet';
// With the map, not the entry: only the pages with a map download Leaflet.
import 'leaflet/dist/leaflet.css';
import { MAP_DEFAULT_CENTER } from '@gps/contracts/constants';
import { config } from '../../shared/config';
import { formatMicros } from '../../shared/format';
import { SPEED_BANDS, speedRuns } from './speedColour';

export interface MapPoint {
  latitude: number;
  longitude: number;
  speed: number | null;
}

export interface MapTrack {
  key: string;
  points: readonly MapPoint[];
  /** The playback's point, or -1. */
  current: number;
  /** One colour for the whole line (compare); absent: coloured by speed. */
  colour?: string;
  /** Labels its start and end marks (compare's "A", "B"). */
  label?: string;
}

export interface MapStop {
  startTime: number;
  latitude: number;
  longitude: number;
  label: string;
}

/** Where the map is asked to go (a row of a table clicked), told apart by `seq`. */
export interface FocusRequest {
  latitude: number;
  longitude: number;
  seq: number;
}

const LINE_WEIGHT = 4;
const MARK_RADIUS = 7;
const CURRENT_RADIUS = 9;
/** Close enough to read the street of a point asked for. */
const FOCUS_MIN_ZOOM = 16;
const FIT_PADDING: [number, number] = [40, 40];
const START_COLOUR = '#389e0d';
const END_COLOUR = '#cf1322';

const latLng = (p: { latitude: number; longitude: number }): [number, number] => [p.latitude, p.longitude];

const parkingIcon = L.divIcon({
  className: 'history-parking-icon',
  html: '<span>P</span>',
  iconSize: [20, 20],
  iconAnchor: [10, 10],
});

/** Fits the map to the tracks when they change (not when the playback moves), without animation. */
function FitTracks({ tracks }: { tracks: readonly MapTrack[] }) {
  const map = useMap();
  const signature = tracks.map((t) => `${t.key}:${t.points.length}`).join(',');
  useEffect(() => {
    const all = tracks.flatMap((t) => t.points.map(latLng));
    if (all.length > 0) map.fitBounds(L.latLngBounds(all), { padding: FIT_PADDING, animate: false });
    // Keyed on the tracks, not on every playback step.
  }, [map, signature]);
  return null;
}

/** Keeps the playback's point in view: the map pans when it leaves. */
function FollowCurrent({ point }: { point: MapPoint | undefined }) {
  const map = useMap();
  useEffect(() => {
    if (!point) return;
    const at = L.latLng(point.latitude, point.longitude);
    if (!map.getBounds().pad(-0.1).contains(at)) map.panTo(at, { animate: false });
  }, [map, point]);
  return null;
}

function Focus({ request }: { request: FocusRequest | null }) {
  const map = useMap();
  useEffect(() => {
    if (!request) return;
    map.setView(latLng(request), Math.max(map.getZoom(), FOCUS_MIN_ZOOM), { animate: false });
  }, [map, request]);
  return null;
}

function TrackLine({ track }: { track: MapTrack }) {
  const { t } = useTranslation();
  const { points } = track;
  const runs = useMemo(() => speedRuns(points.map((p) => p.speed)), [points]);
  const lines = useMemo(
    () =>
      track.colour
        ? [{ key: 'all', colour: track.colour, positions: points.map(latLng) }]
        : runs.map((run) => ({
            key: `${run.from}`,
            colour: SPEED_BANDS[run.band].colour,
            positions: points.slice(run.from, run.to + 1).map(latLng),
          })),
    [points, runs, track.colour],
  );
  if (points.length === 0) return null;
  const first = points[0];
  const last = points[points.length - 1];
  const current = track.current >= 0 ? points[track.current] : undefined;
  const prefix = track.label ? `${track.label} · ` : '';
  return (
    <>
      {lines.map((line) => (
        <Polyline
          key={line.key}
          positions={line.positions}
          pathOptions={{ color: line.colour, weight: LINE_WEIGHT, opacity: 0.9 }}
        />
      ))}
      <CircleMarker
        center={latLng(first)}
        radius={MARK_RADIUS}
        pathOptions={{ color: '#fff', weight: 2, fillColor: START_COLOUR, fillOpacity: 1 }}
      >
        <Tooltip>{prefix + t('history.start')}</Tooltip>
      </CircleMarker>
      <CircleMarker
        center={latLng(last)}
        radius={MARK_RADIUS}
        pathOptions={{ color: '#fff', weight: 2, fillColor: END_COLOUR, fillOpacity: 1 }}
      >
        <Tooltip>{prefix + t('history.end')}</Tooltip>
      </CircleMarker>
      {current && (
        <CircleMarker
          center={latLng(current)}
          radius={CURRENT_RADIUS}
          className="history-current"
          pathOptions={{ color: '#fff', weight: 3, fillColor: track.colour ?? '#722ed1', fillOpacity: 1 }}
        >
          {track.label && <Tooltip permanent>{track.label}</Tooltip>}
        </CircleMarker>
      )}
    </>
  );
}

/**
 * The history map: each track as a line (coloured by speed, or in one colour when two are
 * compared), its start and end marks, the parking stops, the playback's point, which the map keeps
 * in view. Canvas drawing: a day's line is hundreds of runs.
 */
export function TrackMap({
  tracks,
  stops = [],
  focus = null,
  testId = 'history-map',
}: {
  tracks: readonly MapTrack[];
  stops?: readonly MapStop[];
  focus?: FocusRequest | null;
  testId?: string;
}) {
  const followed = tracks[0] && tracks[0].current >= 0 ? tracks[0].points[tracks[0].current] : undefined;
  return (
    <div className="history-map" data-testid={testId}>
      <MapContainer
        center={[MAP_DEFAULT_CENTER.lat, MAP_DEFAULT_CENTER.lng]}
        zoom={config.mapZoom}
        preferCanvas
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer url={config.tileUrl} attribution={config.tileAttribution} />
        <ScaleControl imperial={false} />
        {tracks.map((track) => (
          <TrackLine key={track.key} track={track} />
        ))}
        {stops.map((stop) => (
          <Marker key={stop.startTime} position={latLng(stop)} icon={parkingIcon}>
            <Tooltip>
              {stop.label} · {formatMicros(stop.startTime)}
            </Tooltip>
          </Marker>
        ))}
        <FitTracks tracks={tracks} />
        <FollowCurrent point={followed} />
        <Focus request={focus} />
      </MapContainer>
    </div>
  );
}
