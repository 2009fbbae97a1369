import crypto from 'node:crypto';

/** Inline <script> bodies (no src attribute) of one HTML document, in document order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const pattern = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    // JSON-LD and other data blocks are not executed, so CSP does not apply to them.
    if (/type=["']?application\/(ld\+)?json/i.test(attributes)) continue;
    if (body.length === 0) continue;
    scripts.push(body);
  }
  return scripts;
}

/** The CSP source expression for one inline script: 'sha256-<base64 digest>'. */
export function scriptHash(body: string): string {
  return `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * The site's Content-Security-Policy. Scripts: own origin plus the exact inline scripts of the build,
 * never 'unsafe-inline' or 'unsafe-eval'. Styles allow inline style attributes, which React and the theme use.
 */
export function contentSecurityPolicy(hashes: Iterable<string>): string {
  const scriptSources = ["'self'", ...[...new Set(hashes)].sort()].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
