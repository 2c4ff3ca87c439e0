// Degrees ↔ radians, for the kit's spherical formulas and for callers that turn a bearing into degrees.

export const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;
export const toDegrees = (radians: number): number => (radians * 180) / Math.PI;
