// The React context that hands the nearest <Map>'s MapView to its children; created lazily (see why below).
import { createContext, useContext, type Context } from 'react';
import type { MapView } from '../core/map/mapView.ts';

// The browser bundle reads React from window.React, which may be loaded after maplib.js or not at all (vanilla
// demos): nothing may call React while the bundle loads, so the context is made on first use.
let context: Context<MapView | null> | undefined;

export function getMapContext(): Context<MapView | null> {
  return (context ??= createContext<MapView | null>(null));
}

/** The nearest <Map>'s MapView (null outside a <Map>). Children of <Map> always get a loaded map. */
export function useMap(): MapView | null {
  return useContext(getMapContext());
}
