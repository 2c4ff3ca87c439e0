// TrackerLayer: an object moving along a line or a timestamped track — play, pause, speed, seek, loop; the icon turns
// with the heading, the travelled part is drawn as a trail, the camera can follow; events per animation step and per
// track point passed. The maths is in trackInterpolation.ts.
import type * as GeoJSON from 'geojson';
import type { ControlPosition, GeoJSONSource, SourceSpecification } from 'maplibre-gl';
import { maplibregl } from '../../maplibre.ts';
import { BaseLayer, type LayerProps } from '../base/baseLayer.ts';
import type { LayerStyle } from '../base/diffLayerProps.ts';
import { differsOnlyIn } from '../../util/differsOnlyIn.ts';
import { buildTrack, trackPositionAt, travelledCoords, type Track, type TrackPlane, type TrackPosition } from './trackInterpolation.ts';
import { isGeographicCrs, type CrsName } from '../../map/crs.ts';
import { TrackerControls, formatClock } from './trackerControls.ts';
import type { AddedEvent } from './clusterLayer.ts';
import { featuresOf, type LayerFeature } from '../base/geojsonInput.ts';
import { boolean, func, number, position, show, string, type Rule } from '../../base/validateProps.ts';

/** Where the object is: a TrackPosition plus the absolute time, the track point's properties and the layer. */
export interface TrackState extends TrackPosition {
  /** Epoch ms (`start + time`) when the track has timestamps. */
  timestamp?: number;
  /** Properties of the last track point passed (a point track), or of the line. */
  properties: Record<string, unknown>;
  layer: TrackerLayer;
}

export interface TrackerLayerProps extends LayerProps {
  /** The track (MapGIS's name): a LineString / MultiLineString (Feature or geometry), or Points in order. */
  geojson?: GeoJSON.GeoJSON;
  /** Alias of `geojson`. */
  data?: GeoJSON.GeoJSON;
  timeField?: string;
  /** Total time in ms of a track without timestamps. */
  duration?: number;
  speed?: number;
  playing?: boolean;
  loop?: boolean;
  follow?: boolean;
  /** With `follow`: turn the map so the heading points up (MapGIS's third-person view). */
  bearing?: boolean;
  rotateIcon?: boolean;
  showRoute?: boolean;
  trail?: boolean;
  routeColor?: string;
  trailColor?: string;
  lineWidth?: number;
  /** Colour of the default arrow icon. */
  color?: string;
  /** A custom icon, drawn pointing north (React: the component's children). */
  element?: HTMLElement;
  popup?: string | ((state: TrackState) => string | HTMLElement | null | undefined);
  /** The built-in player: `true` at the bottom-left corner, or the corner to put it in. */
  controls?: boolean | ControlPosition;
  onStep?: (state: TrackState) => void;
  onVertex?: (state: TrackState) => void;
  onPlay?: (state: TrackState) => void;
  onPause?: (state: TrackState) => void;
  onEnd?: (state: TrackState) => void;
  onAdded?: (e: AddedEvent<TrackerLayer>) => void;
}

export const TRACKER_DEFAULTS = { duration: 20000, speed: 1, routeColor: '#8d99ae', trailColor: '#e4572e', lineWidth: 4, color: '#e4572e' };

// A track is rebuilt only when its GeoJSON object (or the options read with it) changes: props are checked on every
// React render.
const tracks = new WeakMap<object, { key: string; track: Track | Error }>();

/** The timeline of the props' track (cached per GeoJSON object); an Error when the track is unusable. */
export function trackOf(p: Pick<TrackerLayerProps, 'geojson' | 'data' | 'timeField' | 'duration'>): Track | Error {
  const input = p.geojson ?? p.data;
  if (!input || typeof input !== 'object') return new Error('is required');
  const key = `${p.timeField ?? 'time'}|${p.duration ?? TRACKER_DEFAULTS.duration}`;
  const hit = tracks.get(input);
  if (hit?.key === key) return hit.track;
  let track: Track | Error;
  try {
    track = buildTrack(input, { timeField: p.timeField, duration: p.duration });
  } catch (e) {
    track = e as Error;
  }
  tracks.set(input, { key, track });
  return track;
}

/** The source data: the whole route (feature id 0) and the travelled trail (id 1), told apart by `role`. */
export function trackerData(track: Track, position: TrackPosition): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', id: 0, properties: { role: 'route' }, geometry: { type: 'LineString', coordinates: track.coords } },
      { type: 'Feature', id: 1, properties: { role: 'trail' }, geometry: { type: 'LineString', coordinates: travelledCoords(track, position) } },
    ],
  };
}

/** The default icon: an arrow pointing north, so rotating it by the bearing points it along the track. */
function arrowElement(color: string): HTMLElement {
  const el = document.createElement('div');
  el.className = 'maplib-tracker-icon';
  el.innerHTML = `<svg width="28" height="28" viewBox="0 0 28 28" style="display:block"><path d="M14 2 L24 25 L14 19 L4 25 Z" fill="${color.replace(/"/g, '')}" stroke="#ffffff" stroke-width="2" stroke-linejoin="round"/></svg>`;
  return el;
}

/** The corner of the player: `controls: true` puts it at the bottom left. */
function playerCorner(controls: TrackerLayerProps['controls']): ControlPosition {
  return typeof controls === 'string' ? controls : 'bottom-left';
}

const RULES: Record<string, Rule> = {
  geojson: (v, p) => {
    const input = v ?? p.data;
    if (input === undefined || input === null) return '(or data) is required';
    if (typeof input !== 'object') return `must be a GeoJSON object (fetch a URL yourself), got ${show(input)}`;
    const t = trackOf(p as TrackerLayerProps);
    return t instanceof Error ? t.message : undefined;
  },
  timeField: string,
  duration: number(1, 1e10),
  speed: number(0, 1e6),
  playing: boolean,
  loop: boolean,
  follow: boolean,
  bearing: boolean,
  rotateIcon: boolean,
  showRoute: boolean,
  trail: boolean,
  routeColor: string,
  trailColor: string,
  lineWidth: number(0, 100),
  color: string,
  element: (v) => (v === undefined || (typeof HTMLElement !== 'undefined' && v instanceof HTMLElement) ? undefined : `must be an element, got ${show(v)}`),
  popup: (v) => (v === undefined || typeof v === 'string' || typeof v === 'function' ? undefined : `must be an HTML string or a function (state) => HTML, got ${show(v)}`),
  controls: (v, p) => (typeof v === 'boolean' || position(v, p) === undefined ? undefined : `must be true, false or a corner ('top-left', 'top-right', 'bottom-left', 'bottom-right'), got ${show(v)}`),
  onStep: func,
  onVertex: func,
  onPlay: func,
  onPause: func,
  onEnd: func,
  onAdded: func,
};

export class TrackerLayer extends BaseLayer<TrackerLayerProps> {
  /** The moving object (a MapLibre marker), while on a map. */
  marker?: maplibregl.Marker;
  private time = 0;
  private running = false;
  private attachedOnce = false;
  private frame?: number;
  private lastFrame?: number;
  private lastIndex = -1;
  private player?: TrackerControls;
  /** Playback speed: the `speed` prop, or the player's choice until that prop changes. */
  private rate: number;

  constructor(props: TrackerLayerProps) {
    super('TrackerLayer', RULES, props);
    this.rate = props.speed ?? TRACKER_DEFAULTS.speed;
  }

  /** The timeline of the current track. */
  getTrack(): Track {
    return trackOf(this.props) as Track;
  }

  /** The track's features as given (a bare geometry as a feature). */
  getFeatures(): LayerFeature[] | undefined {
    return featuresOf(this.props.geojson ?? this.props.data);
  }

  getDuration(): number {
    return this.getTrack().duration;
  }

  isPlaying(): boolean {
    return this.running;
  }

  /** The playback speed in use (the prop, or the player's choice). */
  getSpeed(): number {
    return this.rate;
  }

  /**
   * The plane the map draws the route's segments straight on: lon/lat on a geographic map, else Web Mercator. Read
   * at each use: a crs change reloads the style, and the layer re-attaches and redraws on the new one.
   */
  private get plane(): TrackPlane {
    const view = this.view as { getCrs?: () => CrsName } | undefined;
    return isGeographicCrs(view?.getCrs?.()) ? 'geographic' : 'mercator';
  }

  /** Where the object is now. */
  getState(): TrackState {
    const track = this.getTrack();
    const pos = trackPositionAt(track, this.time, this.plane);
    return { ...pos, timestamp: track.start === undefined ? undefined : track.start + pos.time, properties: track.properties[pos.index], layer: this };
  }

  protected sourceSpec(p: TrackerLayerProps): SourceSpecification {
    const track = trackOf(p) as Track;
    return { type: 'geojson', data: trackerData(track, trackPositionAt(track, this.time, this.plane)) } as SourceSpecification;
  }

  protected rawLayers(p: TrackerLayerProps): LayerStyle[] {
    const width = p.lineWidth ?? TRACKER_DEFAULTS.lineWidth;
    const layout = { 'line-cap': 'round', 'line-join': 'round' };
    const layers: LayerStyle[] = [];
    if (p.showRoute !== false) {
      layers.push({ id: `${this.id}-route`, type: 'line', source: this.id, filter: ['==', ['get', 'role'], 'route'], layout, paint: { 'line-color': p.routeColor ?? TRACKER_DEFAULTS.routeColor, 'line-width': width } });
    }
    if (p.trail !== false) {
      layers.push({ id: `${this.id}-trail`, type: 'line', source: this.id, filter: ['==', ['get', 'role'], 'trail'], layout, paint: { 'line-color': p.trailColor ?? TRACKER_DEFAULTS.trailColor, 'line-width': width } });
    }
    return layers;
  }

  protected patchSource(prev: SourceSpecification, next: SourceSpecification): boolean {
    if (!differsOnlyIn(prev, next, ['data'])) return false;
    // A new track: keep the clock where it was (clamped), and show it from there.
    this.time = Math.min(this.time, this.getDuration());
    this.lastIndex = -1;
    void this.getSource<GeoJSONSource>()?.setData((next as { data: GeoJSON.GeoJSON }).data);
    return true;
  }

  protected afterAttach(): void {
    const view = this.view!;
    if (!this.attachedOnce) {
      this.attachedOnce = true;
      this.running = this.props.playing !== false;
    }
    this.mountMarker();
    if (this.props.controls) this.mountControls();
    this.onDetach(() => {
      this.stopFrames();
      this.marker?.remove();
      this.marker = undefined;
      this.player?.detach();
      this.player = undefined;
    });
    this.lastIndex = -1;
    this.draw(true);
    if (this.running) this.startFrames();
    this.props.onAdded?.({ layerIds: this.getLayerIds(), map: view, layer: this });
  }

  private mountMarker(): void {
    const p = this.props;
    const element = p.element ?? arrowElement(p.color ?? TRACKER_DEFAULTS.color);
    const marker = new maplibregl.Marker({ element, anchor: 'center', rotationAlignment: 'map', pitchAlignment: 'map' });
    marker.setLngLat(this.getState().lngLat).addTo(this.view!.maplibre);
    marker.getElement().style.display = p.visible === false ? 'none' : '';
    marker.getElement().style.opacity = String(p.opacity ?? 1);
    if (p.popup) marker.setPopup(new maplibregl.Popup({ offset: 16, closeOnClick: false }));
    marker.getPopup()?.on('open', () => this.fillPopup(this.getState()));
    this.marker = marker;
  }

  // The player is this layer's, not a child of the map: it comes and goes with the layer (and its `controls` prop).
  private mountControls(): void {
    this.player = new TrackerControls({
      position: playerCorner(this.props.controls),
      onToggle: () => (this.running ? this.pause() : this.play()),
      onSeek: (f) => this.seek(f * this.getDuration()),
      onSpeed: (speed) => {
        this.rate = speed;
        this.draw(false);
      },
    });
    this.player.attach(this.view!);
  }

  private fillPopup(state: TrackState): void {
    const popup = this.marker?.getPopup();
    const content = this.props.popup;
    if (!popup || !content || !popup.isOpen()) return;
    const html = typeof content === 'function' ? content(state) : content;
    if (html instanceof HTMLElement) popup.setDOMContent(html);
    else popup.setHTML(html ?? '');
  }

  protected patch(prev: TrackerLayerProps, next: TrackerLayerProps): boolean {
    if (!super.patch(prev, next)) return false;
    if (prev.element !== next.element || prev.color !== next.color || !!prev.popup !== !!next.popup) {
      this.marker?.remove();
      this.mountMarker();
    }
    const el = this.marker?.getElement();
    if (el) {
      el.style.display = next.visible === false ? 'none' : '';
      el.style.opacity = String(next.opacity ?? 1);
    }
    if (!!prev.controls !== !!next.controls) {
      this.player?.detach();
      this.player = undefined;
      if (next.controls) this.mountControls();
    } else if (next.controls) {
      this.player?.update({ position: playerCorner(next.controls) });
    }
    if (prev.speed !== next.speed) this.rate = next.speed ?? TRACKER_DEFAULTS.speed;
    if (prev.playing !== next.playing) {
      if (next.playing === false) this.pause();
      else this.play();
    }
    // Visuals only: a prop change (every React render) must not fire onStep, or a handler that sets state would loop.
    this.draw(false);
    return true;
  }

  /** Starts (or resumes) the animation; at the end of the track it starts over. */
  play(): void {
    if (this.time >= this.getDuration()) {
      this.time = 0;
      this.lastIndex = -1;
    }
    const was = this.running;
    this.running = true;
    if (this.isLive()) this.startFrames();
    if (!was) this.props.onPlay?.(this.getState());
    this.draw(false);
  }

  pause(): void {
    const was = this.running;
    this.running = false;
    this.stopFrames();
    if (was) this.props.onPause?.(this.getState());
    this.draw(false);
  }

  /** Moves the object to `time` ms after the start (clamped); playing continues from there. */
  seek(time: number): void {
    this.time = Math.max(0, Math.min(this.getDuration(), Number.isFinite(time) ? time : 0));
    this.draw(true);
  }

  private startFrames(): void {
    if (this.frame !== undefined || typeof requestAnimationFrame === 'undefined') return;
    this.lastFrame = undefined;
    this.frame = requestAnimationFrame(this.tick);
  }

  private stopFrames(): void {
    if (this.frame !== undefined) cancelAnimationFrame(this.frame);
    this.frame = undefined;
  }

  private tick = (now: number): void => {
    this.frame = undefined;
    if (!this.running || !this.isLive()) return;
    const dt = this.lastFrame === undefined ? 0 : now - this.lastFrame;
    this.lastFrame = now;
    const duration = this.getDuration();
    this.time += dt * this.rate;
    if (this.time >= duration) {
      if (this.props.loop && duration > 0) {
        this.time %= duration;
        this.lastIndex = -1;
      } else {
        this.time = duration;
        this.running = false;
        this.draw(true);
        this.props.onEnd?.(this.getState());
        return;
      }
    }
    this.draw(true);
    this.frame = requestAnimationFrame(this.tick);
  };

  /** Draws the current time (marker, heading, trail, camera, player, popup); `emit`: fire onStep / onVertex too. */
  private draw(emit: boolean): void {
    if (!this.isLive() || !this.marker) return;
    const p = this.props;
    const state = this.getState();
    const map = this.view!.maplibre;
    this.marker.setLngLat(state.lngLat);
    this.marker.setRotation(p.rotateIcon === false ? 0 : state.bearing);
    const trail = travelledCoords(this.getTrack(), state);
    void this.getSource<GeoJSONSource>()?.updateData({ update: [{ id: 1, newGeometry: { type: 'LineString', coordinates: trail } }] });
    if (p.follow) map.jumpTo({ center: state.lngLat, ...(p.bearing ? { bearing: state.bearing } : {}) });
    const total = this.getDuration();
    this.player?.show(this.running, total > 0 ? state.time / total : 1, this.rate, `${formatClock(state.time)} / ${formatClock(total)}`);
    if (!emit) return;
    p.onStep?.(state);
    if (state.index !== this.lastIndex) {
      this.lastIndex = state.index;
      this.fillPopup(state);
      p.onVertex?.(state);
    }
  }
}
