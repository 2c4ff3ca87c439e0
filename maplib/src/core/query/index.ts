// MapLib's data side: query parameters (parameters/), written as the requests of IGServer, ArcGIS and OGC API Features.
export * from './parameters/index.ts';
