// The one error type MapLib throws for bad props: one line per problem, prefixed with the component name.
export class MapLibError extends Error {
  constructor(
    readonly component: string,
    readonly problems: string[],
  ) {
    super(problems.map((p) => `${component}: ${p}`).join('\n'));
    this.name = 'MapLibError';
  }
}
