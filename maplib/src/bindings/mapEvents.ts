// The map events a framework's <Map> forwards: React's event prop (Vue's `@click` is the same `onClick`) → MapLibre type.
export const MAP_EVENTS = {
  onClick: 'click',
  onDblClick: 'dblclick',
  onContextMenu: 'contextmenu',
  onMouseMove: 'mousemove',
  onMove: 'move',
  onMoveEnd: 'moveend',
  onZoom: 'zoom',
  onZoomEnd: 'zoomend',
  onRotate: 'rotate',
  onRotateEnd: 'rotateend',
  onIdle: 'idle',
  onError: 'error',
} as const;
