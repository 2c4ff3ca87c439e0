// A docs-style demo (globals only: window.MapLib, window.React) with the map, its five controls, marker, popup and the
// GeoJSON, vector, raster, image, video and canvas layers; the test drives its state.
declare const MapLib: any;
declare const React: any;
declare const ReactDOM: any;

const { Map, useMap, NavigationControl, ScaleControl, FullscreenControl, GeolocateControl, AttributionControl, Marker, Popup, GeoJSONLayer, VectorLayer, RasterLayer, ImageLayer, VideoLayer, CanvasLayer } = MapLib;

export interface AppState {
  zoom: number;
  basemap: string;
  circleColor: string;
  points: number;
  rasterTileSize: 256 | 512;
  rasterOpacity: number;
  rasterVisible: boolean;
  vectorColor: string;
  markerLngLat: [number, number];
  popupText: string;
  scaleUnit: string;
  videoUrl?: string;
  videoPlaying: boolean;
  mounted: boolean;
}

const origin = location.origin;
const city = (i: number) => ({ type: 'Feature', properties: { name: 'p' + i }, geometry: { type: 'Point', coordinates: [100 + i * 3, 30 + (i % 3) * 2] } });

function makeCanvas(): HTMLCanvasElement {
  const c = document.createElement('canvas');
  c.width = c.height = 64;
  const ctx = c.getContext('2d')!;
  ctx.fillStyle = '#0000ff';
  ctx.fillRect(0, 0, 64, 64);
  return c;
}
const canvas = makeCanvas();

/** A plain child component reaching the map through the hook. */
function MapProbe() {
  (window as any).__fromHook = useMap();
  return null;
}

function App({ state }: { state: AppState }) {
  if (!state.mounted) return null;
  return (
    <Map id="map-react" style={{ width: 900, height: 560 }} center={[110, 30]} zoom={state.zoom} basemap={state.basemap} attributionControl={false} onLoad={(v: any) => ((window as any).__view = v)}>
      <MapProbe />
      <NavigationControl position="top-left" />
      <ScaleControl unit={state.scaleUnit} />
      <FullscreenControl />
      <GeolocateControl />
      <AttributionControl customAttribution="maplib test" />
      <RasterLayer id="ras" baseUrl={origin + '/tiles/raster/{z}/{x}/{y}.png'} token="k" zoomOffset={2} tileSize={state.rasterTileSize} opacity={state.rasterOpacity} visible={state.rasterVisible} maximumLevel={8} />
      <VectorLayer id="vec" tiles={[origin + '/tiles/vector/{z}/{x}/{y}.pbf']} maximumLevel={6} layers={[{ id: 'vec-fill', type: 'fill', sourceLayer: 'squares', paint: { 'fill-color': state.vectorColor } }]} />
      <ImageLayer id="img" url={origin + '/image.png'} coordinates={[[80, 50], [90, 50], [90, 40], [80, 40]]} />
      <CanvasLayer id="cvs" canvas={canvas} animate={false} coordinates={[[125, 50], [135, 50], [135, 40], [125, 40]]} />
      {state.videoUrl ? <VideoLayer ref={(l: any) => ((window as any).__videoLayer = l)} id="vid" playing={state.videoPlaying} urls={[state.videoUrl]} coordinates={[[70, 20], [80, 20], [80, 10], [70, 10]]} /> : null}
      <GeoJSONLayer id="pts" data={{ type: 'FeatureCollection', features: Array.from({ length: state.points }, (_, i) => city(i)) }} paint={{ 'circle-color': state.circleColor, 'circle-radius': 7 }} onClick={(e: any) => {
        (window as any).__clicked = e.features.map((f: any) => f.properties.name);
        (window as any).__clicks = ((window as any).__clicks ?? 0) + 1;
      }} />
      <Marker lngLat={state.markerLngLat}>
        <div id="custom-marker" style={{ width: 20, height: 20, borderRadius: 10, background: '#e4572e' }} />
      </Marker>
      <Marker lngLat={[116.4, 39.9]} popup="<b>Beijing</b>" color="#2e86ab" />
      <Popup lngLat={[121.47, 31.23]} anchor="bottom" closeOnClick={false}>
        <span id="popup-text">{state.popupText}</span>
      </Popup>
    </Map>
  );
}

let root: any;
let current: AppState;
(window as any).__renderApp = (partial: Partial<AppState>) => {
  current = { ...current, ...partial };
  root ??= ReactDOM.createRoot(document.getElementById('root'));
  root.render(<App state={current} />);
};
(window as any).__unmountApp = () => root.unmount();
