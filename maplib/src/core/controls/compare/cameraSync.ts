// Keeps the cameras of several maps equal: moving one moves the others, and their moves do not come back.
import type { MapView } from '../../map/mapView.ts';

/** What the sync reads and writes of a map (a MapView, or a stand-in in unit tests). */
export type CameraView = Pick<MapView, 'on' | 'jumpTo' | 'getCenter' | 'getZoom' | 'getBearing' | 'getPitch'>;

/**
 * On every `move` of one view, the others jump to its centre, zoom, bearing and pitch. MapLibre fires their own `move`
 * inside `jumpTo`: while a view leads, those are the followers' echoes and are ignored, so nothing loops. Returns the
 * function that stops the sync.
 */
export function syncCameras(views: readonly CameraView[]): () => void {
  let leader: CameraView | undefined;
  const follow = (view: CameraView) => () => {
    if (leader) return;
    leader = view;
    try {
      const camera = { center: view.getCenter(), zoom: view.getZoom(), bearing: view.getBearing(), pitch: view.getPitch() };
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
