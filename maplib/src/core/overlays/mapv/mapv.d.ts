// mapv 2 ships no type declarations; MapLib reaches it only through mapvLib.ts.
declare module 'mapv';
