import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import L from 'leaflet';
// The drawing library patches Leaflet (map.pm); loaded with the fence dialog only.
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import type { LatLng } from './coordinates';
import { FenceType, type FenceShape } from './fenceShape';
import { FENCE_PATH_STYLE } from './placeConstants';

interface Props {
  fenceType: FenceType;
  /** While true the map is in draw mode for the type; turning it false ends drawing (Finish). */
  drawing: boolean;
  /** Every change of the drawn shape: a polygon's vertices as they are clicked, a circle when released. */
  onShape: (shape: FenceShape) => void;
  /** The library finished the shape itself (a circle released, a polygon closed on its first vertex). */
  onFinished: () => void;
}

const DRAW_OPTIONS = {
  pathOptions: FENCE_PATH_STYLE,
  templineStyle: FENCE_PATH_STYLE,
  hintlineStyle: { ...FENCE_PATH_STYLE, dashArray: [5, 5] },
  // The library's tooltips are English only; the dialog says what to do in the user's language.
  tooltips: false,
  // A self-crossing polygon is refused by the server; the library prevents drawing one.
  allowSelfIntersection: false,
};

const point = (latlng: L.LatLng): LatLng => ({ lat: latlng.lat, lng: latlng.lng });

/** A press on the zoom buttons or the attribution is not a press on the map. */
const onControl = (e: PointerEvent): boolean =>
  e.target instanceof Element && e.target.closest('.leaflet-control') !== null;

/**
 * Draw mode on the dialog's map, with leaflet-geoman. A polygon is drawn the library's way, a click
 * per vertex (a marker on each). A circle is pressed and dragged (spec): the library draws a circle
 * by a click on the centre and a click on the edge, so a mouse's press and release are given to it as
 * those two clicks, with map dragging off so the drag sets the radius instead of panning.
 */
export function FenceDrawLayer({ fenceType, drawing, onShape, onFinished }: Props) {
  const map = useMap();
  const callbacks = useRef({ onShape, onFinished });
  callbacks.current = { onShape, onFinished };

  useEffect(() => {
    if (!drawing) return undefined;
    const container = map.getContainer();
    const vertices: LatLng[] = [];
    let centrePlaced = false;

    // A mouse presses and drags; a finger taps the centre and then the edge, the library's own way
    // (a touch screen sends no mouse moves between the press and the release to drag a radius by).
    const pressCentre = (e: PointerEvent) => {
      if (centrePlaced || e.pointerType !== 'mouse' || onControl(e)) return;
      centrePlaced = true;
      map.fire('click', { latlng: map.mouseEventToLatLng(e) });
    };
    const releaseEdge = (e: PointerEvent) => {
      if (centrePlaced && e.pointerType === 'mouse') map.fire('click', { latlng: map.mouseEventToLatLng(e) });
    };
    const vertexAdded = (e: { latlng: L.LatLng }) => {
      vertices.push(point(e.latlng));
      callbacks.current.onShape({ fenceType: FenceType.Polygon, points: [...vertices] });
    };
    const drawStart = (e: { workingLayer: L.Layer }) => e.workingLayer.on('pm:vertexadded', vertexAdded);
    const created = (e: { layer: L.Layer }) => {
      // The dialog draws the shape from its own state; the library's copy is removed.
      e.layer.remove();
      if (e.layer instanceof L.Circle) {
        callbacks.current.onShape({
          fenceType: FenceType.Circle,
          centre: point(e.layer.getLatLng()),
          radius: e.layer.getRadius(),
        });
      } else if (e.layer instanceof L.Polygon) {
        const ring = (e.layer.getLatLngs()[0] as L.LatLng[]).map(point);
        callbacks.current.onShape({ fenceType: FenceType.Polygon, points: ring });
      }
      callbacks.current.onFinished();
    };

    map.on('pm:drawstart', drawStart);
    map.on('pm:create', created);
    if (fenceType === FenceType.Circle) {
      map.dragging.disable();
      container.addEventListener('pointerdown', pressCentre);
      container.addEventListener('pointerup', releaseEdge);
      map.pm.enableDraw('Circle', DRAW_OPTIONS);
    } else {
      map.pm.enableDraw('Polygon', DRAW_OPTIONS);
    }
    return () => {
      map.pm.disableDraw();
      map.off('pm:drawstart', drawStart);
      map.off('pm:create', created);
      container.removeEventListener('pointerdown', pressCentre);
      container.removeEventListener('pointerup', releaseEdge);
      map.dragging.enable();
    };
  }, [drawing, fenceType, map]);

  return null;
}
