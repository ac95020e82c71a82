/** The file name of a report answer: `content-disposition: attachment; filename="…"` (RFC 6266, also filename*). */
export function reportFileName(contentDisposition: string | null, fallback: string): string {
  if (!contentDisposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition);
  if (extended?.[1]) {
    try {
      return sanitize(decodeURIComponent(extended[1].trim()), fallback);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;\s]+)/.exec(contentDisposition);
  return sanitize(plain?.[1] ?? plain?.[2] ?? '', fallback);
}

/** No directories, no control characters. */
function sanitize(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f]/g, '').trim() ?? '';
  return base === '' || base === '.' || base === '..' ? fallback : base;
}
