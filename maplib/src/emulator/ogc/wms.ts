// OGC WMS 1.1.1 and 1.3.0: GetCapabilities and GetMap over the emulated layers, with the versions' own parameter
// names (SRS / CRS), axis orders and ServiceException documents.
import { crsById } from '../geo/crs.ts';
import { readParams, parseNumbers } from '../params.ts';
import { xml } from '../respond.ts';
import { renderImage } from '../render/renderImage.ts';
import { extentProblem } from '../render/extent.ts';
import type { HandlerContext, LayerDef } from '../types.ts';
import { wmsException, type WmsVersion } from './exceptions.ts';
import { wmsCapabilities, MAX_SIZE, WMS_FORMATS } from './wmsCapabilities.ts';

export interface WmsOptions {
  title: string;
  /** The name a layer has in this service (`countries`, or IGServer's `t0`…). */
  nameOf(layer: LayerDef): string;
}

/** Version negotiation (WMS 1.3.0 §6.2.4): below 1.3.0 gets 1.1.1, anything else 1.3.0. */
function negotiate(requested: string | undefined): WmsVersion {
  if (!requested) return '1.3.0';
  const parts = requested.split('.').map(Number);
  const n = (parts[0] ?? 0) * 10000 + (parts[1] ?? 0) * 100 + (parts[2] ?? 0);
  return n < 10300 ? '1.1.1' : '1.3.0';
}

function parseColour(value: string | undefined): string | null {
  if (value === undefined) return '#ffffff';
  const m = /^0x([0-9a-f]{6})$/i.exec(value.trim());
  return m ? `#${m[1]}` : null;
}

export function wmsHandler(options: WmsOptions) {
  return async function handleWms(ctx: HandlerContext): Promise<Response> {
    const p = await readParams(ctx.request, ctx.url);
    const request = p.get('REQUEST');
    const service = p.get('SERVICE');
    const versionParam = p.get('VERSION') ?? p.get('WMTVER');
    if (!request) return wmsException(negotiate(versionParam), 'MissingParameterValue', 'REQUEST is required', 'REQUEST');
    const op = request.toLowerCase();
    const layers = ctx.catalog.layers;

    if (op === 'getcapabilities' || op === 'capabilities') {
      const version = negotiate(versionParam);
      if (!service) return wmsException(version, 'MissingParameterValue', 'SERVICE is required', 'SERVICE');
      if (service.toUpperCase() !== 'WMS') return wmsException(version, 'InvalidParameterValue', `SERVICE must be WMS, got "${service}"`, 'SERVICE');
      const onlineResource = ctx.url.origin + ctx.url.pathname;
      const doc = wmsCapabilities({ title: options.title, abstract: 'MapLib emulated WMS over Natural Earth and USGS data', onlineResource, layers, nameOf: options.nameOf }, version);
      return xml(doc.body, 200, doc.type);
    }
    if (op !== 'getmap' && op !== 'map') {
      return wmsException(negotiate(versionParam), 'OperationNotSupported', `request "${request}" is not supported (GetCapabilities, GetMap)`, 'REQUEST');
    }

    // GetMap: the version decides parameter names and axis order, so it comes first.
    if (!versionParam) return wmsException('1.3.0', 'MissingParameterValue', 'VERSION is required', 'VERSION');
    if (versionParam !== '1.1.1' && versionParam !== '1.3.0') return wmsException('1.3.0', 'InvalidParameterValue', `VERSION ${versionParam} is not supported (1.1.1, 1.3.0)`, 'VERSION');
    const version = versionParam as WmsVersion;
    const fail = (code: string | undefined, msg: string, locator?: string) => wmsException(version, code, msg, locator);
    if (version === '1.3.0' && !service) return fail('MissingParameterValue', 'SERVICE is required', 'SERVICE');
    if (service && service.toUpperCase() !== 'WMS') return fail('InvalidParameterValue', `SERVICE must be WMS, got "${service}"`, 'SERVICE');

    const layersParam = p.nonEmpty('LAYERS');
    if (!layersParam) return fail('MissingParameterValue', 'LAYERS is required', 'LAYERS');
    const names = layersParam.split(',').map((s) => s.trim());
    const chosen: LayerDef[] = [];
    for (const name of names) {
      const layer = layers.find((l) => options.nameOf(l) === name || l.name === name);
      if (!layer) return fail('LayerNotDefined', `layer "${name}" is not defined`, 'LAYERS');
      chosen.push(layer);
    }
    // STYLES is one entry per layer ('' or 'default'); an absent STYLES is read as all defaults, as most servers do.
    const stylesParam = p.get('STYLES');
    if (stylesParam !== undefined && stylesParam !== '') {
      const styles = stylesParam.split(',').map((s) => s.trim());
      if (styles.length !== names.length) return fail('StyleNotDefined', `STYLES has ${styles.length} entries for ${names.length} layers`, 'STYLES');
      const bad = styles.find((s) => s !== '' && s.toLowerCase() !== 'default');
      if (bad !== undefined) return fail('StyleNotDefined', `style "${bad}" is not defined`, 'STYLES');
    }

    const crsKey = version === '1.3.0' ? 'CRS' : 'SRS';
    const crsParam = p.nonEmpty(crsKey);
    if (!crsParam) return fail('MissingParameterValue', `${crsKey} is required`, crsKey);
    const crs = crsById(crsParam);
    // 1.1.1 has no CRS:84 namespace.
    if (!crs || (version === '1.1.1' && crs.id === 'CRS:84')) return fail(version === '1.3.0' ? 'InvalidCRS' : 'InvalidSRS', `${crsKey} ${crsParam} is not supported`, crsKey);

    const bboxParam = p.nonEmpty('BBOX');
    if (!bboxParam) return fail('MissingParameterValue', 'BBOX is required', 'BBOX');
    const raw = parseNumbers(bboxParam, 4);
    if (!raw) return fail('InvalidParameterValue', `BBOX must be four numbers, got "${bboxParam}"`, 'BBOX');
    // WMS 1.3.0 §6.7.4: the bbox follows the CRS's axis order; EPSG:4326 and EPSG:4490 are latitude first.
    const latFirst = version === '1.3.0' && crs.kind === 'geographic' && crs.id !== 'CRS:84';
    const bbox: [number, number, number, number] = latFirst ? [raw[1], raw[0], raw[3], raw[2]] : [raw[0], raw[1], raw[2], raw[3]];
    if (!(bbox[0] < bbox[2] && bbox[1] < bbox[3])) return fail('InvalidParameterValue', `BBOX minimum must be below maximum on both axes, got "${bboxParam}"`, 'BBOX');
    const tooFar = extentProblem(bbox, crs.kind);
    if (tooFar) return fail('InvalidParameterValue', `BBOX "${bboxParam}": ${tooFar}`, 'BBOX');

    const size: number[] = [];
    for (const key of ['WIDTH', 'HEIGHT']) {
      const v = p.nonEmpty(key);
      if (!v) return fail('MissingParameterValue', `${key} is required`, key);
      const n = Number(v);
      if (!Number.isInteger(n) || n <= 0 || n > MAX_SIZE) return fail('InvalidParameterValue', `${key} must be an integer from 1 to ${MAX_SIZE}, got "${v}"`, key);
      size.push(n);
    }

    const formatParam = p.nonEmpty('FORMAT');
    if (!formatParam) return fail('MissingParameterValue', 'FORMAT is required', 'FORMAT');
    const format = formatParam.split(';')[0].trim().toLowerCase();
    if (!WMS_FORMATS.includes(format)) return fail('InvalidFormat', `FORMAT ${formatParam} is not supported (${WMS_FORMATS.join(', ')})`, 'FORMAT');

    const transparentParam = p.get('TRANSPARENT') ?? 'FALSE';
    if (!/^(true|false)$/i.test(transparentParam)) return fail('InvalidParameterValue', `TRANSPARENT must be TRUE or FALSE, got "${transparentParam}"`, 'TRANSPARENT');
    const background = parseColour(p.get('BGCOLOR'));
    if (background === null) return fail('InvalidParameterValue', `BGCOLOR must be 0xRRGGBB, got "${p.get('BGCOLOR')}"`, 'BGCOLOR');
    const transparent = /^true$/i.test(transparentParam) && format === 'image/png';

    const drawn = await Promise.all(chosen.map(async (layer) => ({ layer, features: await ctx.catalog.features(layer) })));
    return renderImage(ctx.surface, { bbox, kind: crs.kind, layers: drawn, background: transparent ? null : background, width: size[0], height: size[1], format });
  };
}
