// Stand-in for 'react' in the browser bundle: every call goes to window.React, looked up when called, not at load.
function React(): any {
  const r = (globalThis as any).React;
  if (!r) throw new Error('MapLib: the React components need window.React; load React (and ReactDOM) before rendering them');
  return r;
}
export const createElement = (...a: unknown[]) => React().createElement(...a);
export const createContext = (...a: unknown[]) => React().createContext(...a);
export const useContext = (...a: unknown[]) => React().useContext(...a);
export const useEffect = (...a: unknown[]) => React().useEffect(...a);
export const useImperativeHandle = (...a: unknown[]) => React().useImperativeHandle(...a);
export const useRef = (...a: unknown[]) => React().useRef(...a);
export const useState = (...a: unknown[]) => React().useState(...a);
export const useCallback = (...a: unknown[]) => React().useCallback(...a);
export const useMemo = (...a: unknown[]) => React().useMemo(...a);
export const cloneElement = (...a: unknown[]) => React().cloneElement(...a);
export const isValidElement = (...a: unknown[]) => React().isValidElement(...a);
