// Keeps the cameras of several maps equal: moving one moves the others, and their moves do not come back.
import type { MapView } from './mapView.ts';

/** What the sync reads and writes of a map (a MapView, or a stand-in in unit tests). */
export type CameraView = Pick<MapView, 'on' | 'jumpTo' | 'getCenter' | 'getZoom' | 'getBearing' | 'getPitch'>;

/** The parts of a camera that can be kept equal. */
export type CameraPart = 'center' | 'zoom' | 'bearing' | 'pitch';
export const CAMERA_PARTS: readonly CameraPart[] = ['center', 'zoom', 'bearing', 'pitch'];

/**
 * On every `move` of one view, the others jump to its centre, zoom, bearing and pitch (or the `parts` asked for: a
 * pitched 3D view linked to a flat one keeps its own pitch). MapLibre fires their own `move` inside `jumpTo`: while a
 * view leads, those are the followers' echoes and are ignored, so nothing loops. Returns the function that stops it.
 */
export function syncCameras(views: readonly CameraView[], parts: readonly CameraPart[] = CAMERA_PARTS): () => void {
  let leader: CameraView | undefined;
  const follow = (view: CameraView) => () => {
    if (leader) return;
    leader = view;
    try {
      const all = { center: view.getCenter(), zoom: view.getZoom(), bearing: view.getBearing(), pitch: view.getPitch() };
      const camera = Object.fromEntries(parts.map((k) => [k, all[k]]));
      for (const other of views) if (other !== view) other.jumpTo(camera);
    } finally {
      leader = undefined;
    }
  };
  const stops = views.map((view) => view.on('move', follow(view)));
  return () => {
    for (const stop of stops) stop();
  };
}
