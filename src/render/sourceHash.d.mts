/** Hash (base64url) of the sources of the mapdocs package at `root`; computed once per process. */
export function sourceHash(root: string): string;
