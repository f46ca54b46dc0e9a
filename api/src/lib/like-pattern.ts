// Search by part of a name or case number with SQL LIKE.

/** `%text%` for LIKE, with LIKE's own wildcards escaped (the default escape character is the backslash). */
export function containsPattern(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
