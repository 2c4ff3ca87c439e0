// The ECharts chunk (maplib-echarts.js in the browser build, a split chunk in ESM): ECharts' core with the lines,
// scatter and effectScatter charts, the tooltip and the canvas renderer, plus the `maplibre` coordinate system
// (and its `mapboxgl` alias). Loaded only when an EchartsOverlay mounts.
import * as echarts from 'echarts/core';
import { LinesChart, ScatterChart, EffectScatterChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { COORD_SYS_NAMES, MapLibreCoordSys, type ProjectingMap } from './coordSys.ts';

export type EChartsNamespace = typeof echarts;

/** Which map each chart's DOM element follows; the coordinate system's `create` looks it up from ECharts' api. */
const maps = new WeakMap<HTMLElement, ProjectingMap>();
const installed = new WeakSet<object>();

/** Action dispatched on every map move: recompute the layout of every series from the map's new camera. */
export const ROAM_ACTION = 'maplibreRoam';

/** Registers the coordinate systems (once per ECharts namespace: the bundled one, or one an app passes in). */
export function installMapLibre(ec: Pick<EChartsNamespace, 'registerCoordinateSystem' | 'registerAction' | 'extendComponentModel' | 'extendComponentView' | 'graphic'>): void {
  if (installed.has(ec)) return;
  installed.add(ec);
  for (const name of COORD_SYS_NAMES) {
    // The option may carry `maplibre: {}` (or `mapboxgl: { roam }`); it configures nothing, the map is the overlay's.
    ec.extendComponentModel({ type: name, defaultOption: { roam: true } } as any);
    ec.extendComponentView({ type: name, render() {} } as any);
    ec.registerCoordinateSystem(name, {
      dimensions: MapLibreCoordSys.dimensions,
      create(ecModel: any, api: any) {
        const map = maps.get(api.getDom());
        if (!map) return [];
        let coordSys: MapLibreCoordSys | undefined;
        const rect = (x: number, y: number, w: number, h: number) => new (ec as EChartsNamespace).graphic.BoundingRect(x, y, w, h);
        const make = () => (coordSys ??= new MapLibreCoordSys(map, api, name, rect));
        ecModel.eachComponent(name, (model: any) => {
          model.coordinateSystem = make();
        });
        ecModel.eachSeries((series: any) => {
          if (series.get('coordinateSystem') === name) series.coordinateSystem = make();
        });
        return coordSys ? [coordSys as any] : [];
      },
    });
  }
  ec.registerAction({ type: ROAM_ACTION, event: ROAM_ACTION, update: 'updateLayout' }, () => {});
}

echarts.use([LinesChart, ScatterChart, EffectScatterChart, TooltipComponent, CanvasRenderer]);
installMapLibre(echarts);

/** Ties a chart's element to the map its coordinate system projects with. */
export function bindMap(el: HTMLElement, map: ProjectingMap): void {
  maps.set(el, map);
}

export function unbindMap(el: HTMLElement): void {
  maps.delete(el);
}

export { echarts, MapLibreCoordSys };
