/**
 * nginx for the site: the production server block rendered from deploy/nginx.conf.template, and the small
 * main configuration that runs that block unprivileged on a loopback port (scripts/tools/serve-nginx.ts).
 */
import fs from 'node:fs';

/** The first of `candidates` that exists on this machine. */
function firstExisting(candidates: readonly string[]): string | undefined {
  return candidates.find((file) => fs.existsSync(file));
}

/** The nginx binary (Debian, Homebrew, source installs); undefined when nginx is not installed. */
export function findNginx(): string | undefined {
  return firstExisting(['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/opt/homebrew/bin/nginx', '/usr/local/bin/nginx']);
}

/** nginx's mime.types file, wherever the distribution put it. */
export function findMimeTypes(): string | undefined {
  return firstExisting([
    '/etc/nginx/mime.types',
    '/opt/homebrew/etc/nginx/mime.types',
    '/usr/local/etc/nginx/mime.types',
  ]);
}

/** Where Debian and other distributions install nginx's brotli_static module; undefined when absent. */
export function brotliStaticModule(): string | undefined {
  return firstExisting([
    '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    '/usr/share/nginx/modules/ngx_http_brotli_static_module.so',
  ]);
}

export interface ServerBlockOptions {
  /** Absolute path of the build folder. */
  readonly root: string;
  /** The listen address: `80`, `127.0.0.1:4173`. */
  readonly listen: string;
  readonly csp: string;
  /** Whether brotli_static is available (its module loaded). */
  readonly brotli: boolean;
  /** host:port of the docs' MCP server (docs-mcp/) that /mcp is proxied to; default `defaultMcpUpstream`. */
  readonly mcpUpstream?: string;
}

/** Where the MCP service listens in production (README "Deploy": the service unit). */
export const defaultMcpUpstream = '127.0.0.1:8931';

/** The template's placeholders, written in capitals between double underscores. */
const placeholder = /__[A-Z]+__/g;

/**
 * Fills in deploy/nginx.conf.template. Throws when the template has a placeholder this function does not
 * know, or when a value would end the quoted header string it is put in (a `"` in the CSP).
 */
export function renderNginxConf(template: string, options: ServerBlockOptions): string {
  if (options.mcpUpstream !== undefined && !/^[\w.-]+:\d+$/.test(options.mcpUpstream)) {
    throw new Error(`The MCP upstream must be host:port, not ${options.mcpUpstream}`);
  }
  if (options.csp.includes('"') || /[\r\n]/.test(options.csp)) {
    throw new Error('The CSP must be one line without double quotes: nginx reads it inside "..."');
  }
  const values: Record<string, string> = {
    __ROOT__: options.root,
    __LISTEN__: options.listen,
    __CSP__: options.csp,
    __BROTLI__: options.brotli ? 'brotli_static on;' : '# brotli_static: module not installed',
    __MCP__: options.mcpUpstream ?? defaultMcpUpstream,
  };
  return template.replace(placeholder, (name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf.template has an unknown placeholder ${name}`);
    return value;
  });
}

export interface LocalNginxOptions {
  /** A private folder for nginx's pid, log and temporary files. */
  readonly prefix: string;
  /** The rendered server block to include. */
  readonly serverBlockFile: string;
  readonly brotliModule?: string;
  readonly mimeTypes?: string;
  /** nginx started as root drops to `nobody`, which may not read the build; keep root instead. */
  readonly runningAsRoot: boolean;
}

/** A complete nginx.conf that runs one server block in the foreground, with every path inside `prefix`. */
export function renderLocalNginxConf(options: LocalNginxOptions): string {
  const {prefix} = options;
  return `
${options.runningAsRoot ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
${options.brotliModule ? `load_module ${options.brotliModule};` : ''}
events { worker_connections 512; }
http {
  ${options.mimeTypes ? `include ${options.mimeTypes};` : ''}
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${options.serverBlockFile};
}
`;
}
