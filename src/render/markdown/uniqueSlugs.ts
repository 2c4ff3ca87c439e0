// Heading ids unique within a page: a repeated slug gets `-n`, the smallest free n from the start index, as
// markdown-it-anchor numbered them (`same`, `same-1`, `same-2`; a heading `Same 1` keeps `same-1` and the next
// repeat skips it). markdown-it-anchor tried every n from the start again on each repeat, so 20,000 identical
// headings took 36 s; remembering where each slug's numbering got to makes it linear (ids are only ever added, so
// every n below that point is still taken).

/** A function giving each slug passed to it an id no earlier call gave, numbering repeats from `start`. */
export function uniqueSlugs(start: number): (slug: string) => string {
  const taken = new Set<string>();
  const nextSuffix = new Map<string, number>();
  return (slug) => {
    let id = slug;
    if (taken.has(id)) {
      let n = nextSuffix.get(slug) ?? start;
      while (taken.has(`${slug}-${n}`)) n++;
      id = `${slug}-${n}`;
      nextSuffix.set(slug, n + 1);
    }
    taken.add(id);
    return id;
  };
}
