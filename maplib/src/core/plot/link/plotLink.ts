// PlotLink: a flat map of plots linked to a second map that shows the same plots in 2.5D — pitched (and on a globe
// if asked) with every plot's outline raised into a wall — the two cameras moving together (centre, zoom and
// bearing; each keeps its own pitch). This is what MapGIS's 2D/3D link becomes without a 3D globe engine: MapLibre's
// pitched camera, globe projection and fill-extrusion, not a Cesium scene with terrain and models.
// `new PlotLink(flat, linked, props)`: it mirrors every PlotLayer of the flat map (and those added later), frames of a
// PlotAnimation included; `update(props)` in place; `destroy()` takes its layers off (also when either map goes).
import type * as GeoJSON from 'geojson';
import type { GeoJSONSource } from 'maplibre-gl';
import { MapView } from '../../map/mapView.ts';
import { MapLibError } from '../../base/mapLibError.ts';
import { boolean, number, oneOf, show, string, validateProps, type Rules } from '../../base/validateProps.ts';
import { syncCameras } from '../../map/cameraSync.ts';
import { PlotLayer, type PlotFeature } from '../plotLayer.ts';
import { resolvedPlotStyle, type PlotStyle } from '../plotStyle.ts';
import { wallQuads } from './walls.ts';

export interface PlotLinkProps {
  /** Wall height in metres (the original's `dimModHeight`). Default 3000. */
  dimModHeight?: number;
  /** Wall colour; default: each plot's line colour. */
  wallColor?: string;
  /** Wall thickness in metres. Default 400. */
  wallWidth?: number;
  /** The linked map's pitch, degrees 0–85, set when linked and when changed. Default 60. */
  pitch?: number;
  /** The linked map's projection. Default `'mercator'`. */
  projection?: 'mercator' | 'globe';
  /** Follow the bearing too. Default true. */
  syncBearing?: boolean;
}

const RULES: Rules = {
  dimModHeight: number(0, 100_000),
  wallColor: string,
  wallWidth: number(1, 100_000),
  pitch: number(0, 85),
  projection: oneOf('mercator', 'globe'),
  syncBearing: boolean,
};

const SOURCE = 'maplib-plot-link';
const LAYERS = { fill: `${SOURCE}-fill`, walls: `${SOURCE}-walls` };

/** What the linked map draws: each plot's areas flat, and its outline's quads raised. */
export function linkedData(plots: readonly PlotFeature[], props: PlotLinkProps): GeoJSON.FeatureCollection {
  const features: GeoJSON.Feature[] = [];
  for (const plot of plots) {
    const style = resolvedPlotStyle(plot.properties.style as PlotStyle | undefined, undefined);
    const parts = plot.geometry.type === 'GeometryCollection' ? plot.geometry.geometries : [plot.geometry];
    for (const g of parts) if (g.type === 'Polygon' || g.type === 'MultiPolygon') features.push({ type: 'Feature', geometry: g, properties: { role: 'area', plotId: plot.id, fill: style.fill, fillOpacity: style.fillOpacity } });
    const quads = wallQuads(plot.geometry, props.wallWidth ?? 400);
    if (quads.length) features.push({ type: 'Feature', geometry: { type: 'MultiPolygon', coordinates: quads }, properties: { role: 'wall', plotId: plot.id, color: props.wallColor ?? style.stroke } });
  }
  return { type: 'FeatureCollection', features };
}

export class PlotLink {
  props: PlotLinkProps;
  removed = false;
  private undo: (() => void)[] = [];
  private watched = new Map<PlotLayer<any>, () => void>();

  constructor(
    readonly flat: MapView,
    readonly linked: MapView,
    props: PlotLinkProps = {},
  ) {
    const problems: string[] = [];
    for (const [name, view] of [['flat', flat], ['linked', linked]] as const) {
      if (!(view instanceof MapView)) problems.push(`${name} must be a MapView (createMap(…) or the ref of a <Map>), got ${show(view)}`);
      else if (view.removed) problems.push(`${name} is a map that was destroyed`);
    }
    if (!problems.length && flat === linked) problems.push('flat and linked must be two different maps');
    if (problems.length) throw new MapLibError('PlotLink', problems);
    validateProps('PlotLink', RULES, props as Record<string, unknown>);
    this.props = { ...props };
    linked.jumpTo({ center: flat.getCenter(), zoom: flat.getZoom(), bearing: flat.getBearing(), pitch: props.pitch ?? 60 });
    this.undo.push(syncCameras([flat, linked], props.syncBearing === false ? ['center', 'zoom'] : ['center', 'zoom', 'bearing']));
    for (const view of [flat, linked]) this.undo.push(view.on('remove', () => this.destroy()));
    // Plot layers come and go on the flat map: mirror each while it is there.
    this.undo.push(flat.on('layeradd', () => this.watchLayers()));
    this.undo.push(flat.on('layerremove', () => this.watchLayers()));
    this.undo.push(() => {
      for (const stop of this.watched.values()) stop();
      this.watched.clear();
    });
    void linked.ready().then(() => {
      if (this.removed) return;
      this.addLayers();
      this.applyProjection();
      this.watchLayers();
      this.redraw();
      // A basemap switch on the linked map takes its layers: put them back.
      this.undo.push(linked.on('style.load', () => (this.addLayers(), this.redraw())));
    });
  }

  /** Changes props in place. */
  update(partial: PlotLinkProps): void {
    const next = { ...this.props, ...partial };
    validateProps('PlotLink', RULES, next as Record<string, unknown>);
    const prev = this.props;
    this.props = next;
    if (this.removed) return;
    if (prev.pitch !== next.pitch) this.linked.jumpTo({ pitch: next.pitch ?? 60 });
    if (prev.projection !== next.projection) this.applyProjection();
    if (prev.syncBearing !== next.syncBearing) {
      // The sync is the first undo step; start it again with the new parts.
      this.undo[0]();
      this.undo[0] = syncCameras([this.flat, this.linked], next.syncBearing === false ? ['center', 'zoom'] : ['center', 'zoom', 'bearing']);
    }
    this.applyHeight();
    this.redraw();
  }

  /** The plot layers of the flat map it mirrors. */
  plotLayers(): PlotLayer<any>[] {
    return this.flat.layers().filter((l): l is PlotLayer<any> => l instanceof PlotLayer);
  }

  destroy(): void {
    if (this.removed) return;
    this.removed = true;
    for (const step of this.undo.splice(0).reverse()) step();
    const map = this.linked.removed ? undefined : this.linked.maplibre;
    if (map) {
      for (const id of Object.values(LAYERS)) if (map.getLayer(id)) map.removeLayer(id);
      if (map.getSource(SOURCE)) map.removeSource(SOURCE);
    }
  }

  private watchLayers(): void {
    const current = new Set(this.plotLayers());
    for (const [layer, stop] of this.watched) if (!current.has(layer)) (stop(), this.watched.delete(layer));
    for (const layer of current) if (!this.watched.has(layer)) this.watched.set(layer, layer.watchDisplay(() => this.redraw()));
    this.redraw();
  }

  private redraw(): void {
    const source = this.linked.removed ? undefined : (this.linked.maplibre.getSource(SOURCE) as GeoJSONSource | undefined);
    source?.setData(linkedData(this.plotLayers().flatMap((l) => l.getDisplayedPlots()), this.props));
  }

  private addLayers(): void {
    const map = this.linked.maplibre;
    if (map.getSource(SOURCE)) return;
    map.addSource(SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer({ id: LAYERS.fill, type: 'fill', source: SOURCE, filter: ['==', ['get', 'role'], 'area'], paint: { 'fill-color': ['get', 'fill'], 'fill-opacity': ['get', 'fillOpacity'] } });
    map.addLayer({
      id: LAYERS.walls,
      type: 'fill-extrusion',
      source: SOURCE,
      filter: ['==', ['get', 'role'], 'wall'],
      paint: { 'fill-extrusion-color': ['get', 'color'], 'fill-extrusion-height': this.props.dimModHeight ?? 3000, 'fill-extrusion-opacity': 0.85 },
    });
  }

  private applyHeight(): void {
    const map = this.linked.maplibre;
    if (map.getLayer(LAYERS.walls)) map.setPaintProperty(LAYERS.walls, 'fill-extrusion-height', this.props.dimModHeight ?? 3000);
  }

  private applyProjection(): void {
    this.linked.maplibre.setProjection({ type: this.props.projection ?? 'mercator' });
  }
}
