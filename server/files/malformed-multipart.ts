/**
 * The multipart parser's own words for a body it cannot read: no boundary, a body or part header that breaks
 * off. They come as plain errors, so they are known by their text.
 */
const malformedMultipart =
  /^(Multipart: |Unexpected end of (multipart data|form|file)|Malformed (part header|urlencoded form)|Part terminated early)/;

/** An error of reading a multipart body the sender got wrong; the error handler answers it with 400. */
export const isMalformedMultipart = (error: unknown): boolean =>
  error instanceof Error && malformedMultipart.test(error.message);
