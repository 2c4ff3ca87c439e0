// Measure: lengths and areas drawn on the map, on the drawing engine.
export { Measure, type MeasureProps, type MeasureResultEvent } from './measure.ts';
export { measureFigures, measureLabel, formatFigure, LENGTH_UNIT_NAMES, AREA_UNIT_NAMES, type MeasureMode, type MeasureMethod, type MeasureUnit, type MeasureFigures } from './measureFigures.ts';
