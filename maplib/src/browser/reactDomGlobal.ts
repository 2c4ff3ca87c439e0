// Stand-in for 'react-dom' in the browser bundle: createPortal from window.ReactDOM, looked up when called.
export const createPortal = (...a: unknown[]) => {
  const rd = (globalThis as any).ReactDOM;
  if (!rd) throw new Error('MapLib: <Marker>/<Popup> children need window.ReactDOM; load ReactDOM before rendering them');
  return rd.createPortal(...a);
};
