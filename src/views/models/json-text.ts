/** A redacted value as the viewer prints it: indented JSON, or a dash for nothing. */
export const jsonText = (value: unknown): string =>
  value === null || value === undefined ? '–' : JSON.stringify(value, null, 2);
