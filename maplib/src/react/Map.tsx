// <Map>: the React component over MapView; children mount once the map has loaded, unmount destroys the map.
import { useEffect, useImperativeHandle, useRef, useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { MapView } from '../core/map/mapView.ts';
import { validateMapOptions, type MapOptions } from '../core/map/mapOptions.ts';
import { getMapContext } from './mapContext.ts';
import { MAP_EVENTS } from '../bindings/mapEvents.ts';

type Handler = (e: any) => void;

/** React event prop → MapLibre event type (shared with Vue's <Map>). */
export { MAP_EVENTS };

export type MapProps = MapOptions & { [K in keyof typeof MAP_EVENTS]?: Handler } & {
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  id?: string;
  ref?: Ref<MapView | null>;
  onLoad?: (map: MapView) => void;
};

const NOT_OPTIONS = new Set(['children', 'className', 'style', 'id', 'ref', 'onLoad', ...Object.keys(MAP_EVENTS)]);

function mapOptions(props: MapProps): MapOptions {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(props)) if (!NOT_OPTIONS.has(k)) out[k] = v;
  return out as MapOptions;
}

export function Map(props: MapProps) {
  const options = mapOptions(props);
  validateMapOptions(options);
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const [view, setView] = useState<MapView | null>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const v = new MapView(container.current!, mapOptions(latest.current));
    for (const [prop, type] of Object.entries(MAP_EVENTS)) {
      v.on(type, (e) => {
        const handler = latest.current[prop as keyof typeof MAP_EVENTS];
        if (handler) handler(e);
        else if (type === 'error') console.error(e.error ?? e); // keep MapLibre's default of reporting errors
      });
    }
    v.ready().then(() => {
      if (v.removed) return;
      setLoaded(true);
      latest.current.onLoad?.(v);
    });
    setView(v);
    return () => {
      // destroy() detaches every child itself, so the order of React's effect cleanups does not matter.
      v.destroy();
      setView(null);
      setLoaded(false);
    };
  }, []);

  // Every render: MapView.update diffs against the last options, so unchanged props cost nothing.
  useEffect(() => {
    if (view && !view.removed) view.update(options);
  });

  useImperativeHandle(props.ref, () => view as MapView, [view]);

  const Provider = getMapContext().Provider;
  return (
    <div ref={container} id={props.id} className={['maplib-map', props.className].filter(Boolean).join(' ')} style={{ position: 'relative', width: '100%', height: 400, ...props.style }}>
      {view && loaded ? <Provider value={view}>{props.children}</Provider> : null}
    </div>
  );
}
