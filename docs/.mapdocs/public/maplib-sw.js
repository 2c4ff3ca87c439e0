// MapLib's emulated services for this site (WMS, WMTS, ArcGIS, IGServer, Tianditu, Elasticsearch under
// <base>_services/). A service worker's scope is the folder of its script, so this loader sits at the site's base,
// while MapLib lives in a hashed assets folder: MapLib.servicesReady() registers this file with ?assets=<that folder>
// and the worker itself is imported from there.
var assets = new URL(self.location.href).searchParams.get('assets');
if (!assets || new URL(assets, self.location.href).origin !== self.location.origin) {
  throw new Error("maplib-sw.js: ?assets= must name MapLib's folder on this site");
}
importScripts(new URL('maplib-sw.js', new URL(assets, self.location.href)).href);
