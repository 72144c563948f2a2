/**
 * A Content-Disposition header whose file name survives every browser: `filename` in plain ASCII (accents
 * dropped, anything else that could break the quoted string replaced), and `filename*` with the name itself
 * in UTF-8 (RFC 6266, RFC 8187), which current browsers prefer.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w .,()-]+/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
