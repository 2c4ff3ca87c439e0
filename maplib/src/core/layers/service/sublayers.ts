// A service's sublayers (an IGServer document's layers, an ArcGIS MapServer's, a WMS's named layers) as one shape a
// layer tree lists and toggles, and the `layers` parameter that shows a chosen set of them. Pure, so unit-tested; the
// layer classes read their service's list and call these.

/** One sublayer of a service as a layer tree shows it. */
export interface Sublayer {
  /** What the service's `layers` parameter names: an IGServer LayerIndex, an ArcGIS layer id, a WMS layer name. */
  id: string;
  title: string;
  visible: boolean;
}

/** One sublayer as the service describes it: whether it is drawn when the request names none. */
export interface SublayerInfo {
  id: string;
  title: string;
  defaultVisible: boolean;
}

/** A layer whose service has sublayers it can list and show or hide one by one. */
export interface SublayerHost {
  getSublayers(): Promise<Sublayer[]>;
  setSublayerVisible(id: string, visible: boolean): Promise<void>;
}

export function hasSublayers(layer: object): layer is SublayerHost {
  const l = layer as Partial<SublayerHost>;
  return typeof l.getSublayers === 'function' && typeof l.setSublayerVisible === 'function';
}

/**
 * The sublayers an IGServer / ArcGIS `layers` parameter draws: `show:` exactly those, `hide:` / `exclude:` the default
 * ones but those, `include:` the default ones and those; bare ids (IGServer) are `show:`; none: the defaults.
 */
export function shownByParam(param: string | undefined, all: SublayerInfo[]): Set<string> {
  const defaults = all.filter((s) => s.defaultVisible).map((s) => s.id);
  const m = /^\s*(?:(show|hide|include|exclude)\s*:)?\s*([\d\s,]*)$/i.exec(param ?? '');
  if (!m || (!m[1] && !m[2].trim())) return new Set(defaults);
  const ids = m[2].split(',').map((s) => s.trim()).filter(Boolean);
  switch ((m[1] ?? 'show').toLowerCase()) {
    case 'show':
      return new Set(ids);
    case 'include':
      return new Set([...defaults, ...ids]);
    default:
      return new Set(defaults.filter((id) => !ids.includes(id)));
  }
}

/**
 * The IGServer / ArcGIS `layers` parameter that draws exactly `shown`, in the service's order: `show:0,2`; with none
 * shown `hide:` every sublayer (IGServer's `show:` needs at least one id).
 */
export function showParam(shown: Iterable<string>, all: SublayerInfo[]): string {
  const set = new Set(shown);
  const ids = all.map((s) => s.id).filter((id) => set.has(id));
  return ids.length ? `show:${ids.join(',')}` : `hide:${all.map((s) => s.id).join(',')}`;
}

/** The sublayers with their visibility under `shown`. */
export function sublayersShown(all: SublayerInfo[], shown: Set<string>): Sublayer[] {
  return all.map(({ id, title }) => ({ id, title, visible: shown.has(id) }));
}

/**
 * The sublayers of a layer whose `layers` prop is an IGServer / ArcGIS parameter (`show:0,2`…): described by the
 * service, read once (a failed read is tried again next time), shown or hidden by rewriting `layers`.
 */
export class ParamSublayers {
  private info?: Promise<SublayerInfo[]>;

  constructor(
    private readonly read: () => Promise<SublayerInfo[]>,
    private readonly layers: () => string | undefined,
    private readonly setLayers: (layers: string) => void,
  ) {}

  async list(): Promise<Sublayer[]> {
    const all = await this.described();
    return sublayersShown(all, shownByParam(this.layers(), all));
  }

  async setVisible(id: string, visible: boolean): Promise<void> {
    const all = await this.described();
    const shown = shownByParam(this.layers(), all);
    if (visible) shown.add(id);
    else shown.delete(id);
    this.setLayers(showParam(shown, all));
  }

  private described(): Promise<SublayerInfo[]> {
    this.info ??= this.read();
    this.info.catch(() => (this.info = undefined));
    return this.info;
  }
}

/** A WMS `layers` prop as names, in its order. */
export function wmsNames(layers: string | string[] | undefined): string[] {
  const list = Array.isArray(layers) ? layers : (layers ?? '').split(',');
  return list.map((s) => s.trim()).filter(Boolean);
}

/** WMS names after showing or hiding `name`: it leaves the list, or joins it on top (WMS draws the last name last). */
export function toggleWmsName(layers: string | string[] | undefined, name: string, visible: boolean): string[] {
  const names = wmsNames(layers).filter((n) => n !== name);
  return visible ? [...names, name] : names;
}
