// The status bar: its control and the pure formatting it shows through.
export { StateBar, type StateBarProps } from './stateBar.ts';
export { stateOf, formatCoordinate, coordinateWidth, formatLevel, formatScale, NO_POSITION, type StateBarState, type CoordinateFormat, type MapReading, type StateFormatOptions } from './stateFormat.ts';
