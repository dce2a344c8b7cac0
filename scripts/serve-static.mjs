#!/usr/bin/env node
// Serves one built frontend the way it is deployed: entry files (index.html, remoteEntry.js,
// mf-manifest.json, main.js, runtime JSON, the driver app's service worker and web app manifest)
// with `no-cache` so a redeploy is seen at once, hashed chunks as immutable, CORS open so the shell on another origin can load a remote, text gzipped for
// browsers that accept it (a phone on a slow connection downloads a third of the bytes), and (for
// the shell) every unknown path answered with index.html so client-side routes survive a reload.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpg|svg|woff2)$/;
const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.webmanifest', '.css', '.svg', '.map']);

// A service worker and a web app manifest are checked by the browser on every start: served stale,
// a phone keeps an old app. Named, so they stay no-cache even if their names ever look hashed.
const NEVER_CACHED = /(^|\/)([\w-]*-sw\.js|[\w-]+\.webmanifest)$/;

const headersFor = (file) => ({
  'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
  'Cache-Control': HASHED.test(file) && !NEVER_CACHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
});

// Each file is compressed once (again when it changes, as the runtime JSON does at start).
const gzipped = new Map();
const gzipOf = (file) => {
  const { mtimeMs } = statSync(file);
  const known = gzipped.get(file);
  if (known?.mtimeMs === mtimeMs) return known.body;
  const body = gzipSync(readFileSync(file), { level: 9 });
  gzipped.set(file, { mtimeMs, body });
  return body;
};
const acceptsGzip = (req) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

export const startStaticServer = ({ dir, port, host = '127.0.0.1', spa = false }) => {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const relative = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, relative);
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      const index = join(file, 'index.html');
      if (existsSync(index)) file = index;
      else if (spa && !extname(relative)) file = join(root, 'index.html');
      else {
        res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end('Not found');
        return;
      }
    }
    const headers = headersFor(file);
    if (!COMPRESSIBLE.has(extname(file))) {
      res.writeHead(200, headers);
      createReadStream(file).pipe(res);
      return;
    }
    headers.Vary = 'Accept-Encoding';
    if (!acceptsGzip(req)) {
      res.writeHead(200, headers);
      createReadStream(file).pipe(res);
      return;
    }
    const body = gzipOf(file);
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length }).end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
};

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      spa: { type: 'boolean', default: false },
    },
  });
  if (!values.dir || !values.port) {
    console.error('usage: serve-static.mjs --dir <dist> --port <port> [--host 127.0.0.1] [--spa]');
    process.exit(2);
  }
  const server = await startStaticServer({ dir: values.dir, port: Number(values.port), host: values.host, spa: values.spa });
  console.info(`serving ${values.dir} on http://${values.host}:${values.port}`);
  // Keep-alive connections would keep a stopped server answering; end them with it.
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
