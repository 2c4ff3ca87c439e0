/** Text as a regular expression that matches it literally (a file name to find in a stack, a name to replace). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
