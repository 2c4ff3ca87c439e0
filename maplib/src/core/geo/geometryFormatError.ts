// The error of a geometry in a service's format (Esri JSON, Zondy fGeom) that cannot be read: its message is a
// sentence a service answers with, or a layer shows, as it is.
export class GeometryFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GeometryFormatError';
  }
}
