// Tactical graphics on the map: control points in lon/lat → the graphic's GeoJSON geometry in lon/lat, built on the
// Web Mercator plane (so shapes keep their proportions at every latitude, as on screen); and plot features, which keep
// their type and control points in their properties so that a graphic can be edited again after a GeoJSON round trip.
import type * as GeoJSON from 'geojson';
import { MapLibError } from '../../base/mapLibError.ts';
import { show } from '../../base/validateProps.ts';
import { lonLatToMercator, mercatorToLonLat } from '../../geo/webMercator.ts';
import { rewindRfc7946 } from '../../geo/ringOrientation.ts';
import { PLOT_GRAPHICS, PLOT_TYPES, type PlotType } from './catalog.ts';
import { milSymbolProblems } from '../milSymbol/milSymbolOptions.ts';

const isPosition = (p: unknown): p is GeoJSON.Position => Array.isArray(p) && p.length >= 2 && Number.isFinite(p[0]) && Number.isFinite(p[1]) && Math.abs(p[1] as number) <= 90;

function mapPositions(g: GeoJSON.Geometry, f: (p: GeoJSON.Position) => GeoJSON.Position): GeoJSON.Geometry {
  switch (g.type) {
    case 'Point':
      return { type: 'Point', coordinates: f(g.coordinates) };
    case 'MultiPoint':
    case 'LineString':
      return { type: g.type, coordinates: g.coordinates.map(f) } as GeoJSON.Geometry;
    case 'MultiLineString':
    case 'Polygon':
      return { type: g.type, coordinates: g.coordinates.map((l) => l.map(f)) } as GeoJSON.Geometry;
    case 'MultiPolygon':
      return { type: 'MultiPolygon', coordinates: g.coordinates.map((p) => p.map((l) => l.map(f))) };
    case 'GeometryCollection':
      return { type: 'GeometryCollection', geometries: g.geometries.map((x) => mapPositions(x, f)) };
  }
}

/** Problems with a plot type and its control points, as sentences (empty: fine). */
export function plotProblems(type: unknown, points: unknown): string[] {
  if (typeof type !== 'string' || !(type in PLOT_GRAPHICS)) return [`type must be one of ${PLOT_TYPES.join(', ')}, got ${show(type)}`];
  const g = PLOT_GRAPHICS[type as PlotType];
  if (!Array.isArray(points)) return [`${type}: control points must be an array of [lon, lat], got ${show(points)}`];
  const bad = points.findIndex((p) => !isPosition(p));
  if (bad >= 0) return [`${type}: control point ${bad} must be [lon, lat] with lat within ±90, got ${show(points[bad])}`];
  if (points.length < g.minPoints) return [`${type} needs at least ${g.minPoints} control points, got ${points.length}`];
  if (points.length > g.maxPoints) return [`${type} takes at most ${g.maxPoints} control points, got ${points.length}`];
  return [];
}

/**
 * The geometry of a tactical graphic from its control points (`[lon, lat]`), in lon/lat with RFC 7946 ring order.
 * Throws a MapLibError naming `component` for an unknown type or a wrong number of points.
 */
export function plotGeometry(type: PlotType, controlPoints: readonly GeoJSON.Position[], component = 'Plot'): GeoJSON.Geometry {
  const problems = plotProblems(type, controlPoints);
  if (problems.length) throw new MapLibError(component, problems);
  // A point symbol stands exactly on its control point (no round trip through the plane).
  if (PLOT_GRAPHICS[type].kind === 'point') return { type: 'Point', coordinates: [controlPoints[0][0], controlPoints[0][1]] };
  // Longitudes kept near the first point's, so that a graphic across the antimeridian is not drawn the long way round.
  const lon0 = controlPoints[0][0];
  const plane = controlPoints.map(([lon, lat]) => lonLatToMercator(lon0 + (((((lon - lon0) % 360) + 540) % 360) - 180), lat));
  const built = PLOT_GRAPHICS[type].build(plane);
  const lonLat = mapPositions(built, ([x, y]) => mercatorToLonLat(x, y));
  return lonLat.type === 'GeometryCollection' ? { ...lonLat, geometries: lonLat.geometries.map(rewindRfc7946) } : rewindRfc7946(lonLat);
}

/** The properties a plot feature keeps: its type and control points, beside the caller's own. */
export interface PlotProperties {
  plotType: PlotType;
  controlPoints: GeoJSON.Position[];
  [key: string]: unknown;
}

/** Problems with the properties a graphic needs (a point symbol's code and options), as sentences (empty: fine). */
export function plotPropertyProblems(type: PlotType, properties: Record<string, unknown> | undefined): string[] {
  return PLOT_GRAPHICS[type]?.kind === 'point' ? milSymbolProblems(properties) : [];
}

/**
 * A GeoJSON feature of a tactical graphic: the built geometry, with its type and control points in its properties.
 * Throws a MapLibError naming `component` for bad control points or properties (a milSymbol without its `sidc`).
 */
export function plotFeature(type: PlotType, controlPoints: readonly GeoJSON.Position[], properties: Record<string, unknown> = {}, id?: string | number, component = 'Plot'): GeoJSON.Feature<GeoJSON.Geometry, PlotProperties> {
  const geometry = plotGeometry(type, controlPoints, component);
  const problems = plotPropertyProblems(type, properties);
  if (problems.length) throw new MapLibError(component, problems.map((p) => (id !== undefined ? `feature ${show(id)}: ${p}` : p)));
  return {
    type: 'Feature',
    ...(id !== undefined ? { id } : {}),
    geometry,
    properties: { ...properties, plotType: type, controlPoints: controlPoints.map((p) => [p[0], p[1]]) },
  };
}

const which = (f: GeoJSON.Feature) => (f.id !== undefined ? `feature ${show(f.id)}: ` : '');

/**
 * Reads a plot feature back (from a file, a service, a copy): its type and control points; the geometry is built
 * again from them, so a feature edited elsewhere keeps the graphic's shape. Control points may also come as a JSON
 * string (services that keep attributes as text).
 */
export function readPlotFeature(feature: unknown, component = 'PlotLayer'): GeoJSON.Feature<GeoJSON.Geometry, PlotProperties> {
  const f = feature as GeoJSON.Feature | null;
  if (!f || typeof f !== 'object' || f.type !== 'Feature' || !f.properties) throw new MapLibError(component, [`a plot must be a GeoJSON Feature with properties plotType and controlPoints, got ${show(feature)}`]);
  let points = f.properties.controlPoints as unknown;
  if (typeof points === 'string') {
    try {
      points = JSON.parse(points);
    } catch {
      throw new MapLibError(component, [`${which(f)}controlPoints is text that is not JSON: ${show(points)}`]);
    }
  }
  const problems = plotProblems(f.properties.plotType, points);
  if (problems.length) throw new MapLibError(component, problems.map((p) => which(f) + p));
  const { plotType, controlPoints: _old, ...rest } = f.properties;
  return plotFeature(plotType as PlotType, points as GeoJSON.Position[], rest, f.id, component);
}
