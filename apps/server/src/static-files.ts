/**
 * Serves the built web client: files under its dist folder, and index.html
 * for any other GET outside /api and /ws (the client routes itself). Hashed
 * assets are cached for good; index.html never.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

async function fileIn(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const full = resolve(join(root, decoded));
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    return (await stat(full)).isFile() ? full : null;
  } catch {
    return null;
  }
}

export function registerStaticFiles(app: FastifyInstance, distDir: string | null): void {
  const root = distDir ? resolve(distDir) : null;
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0];
    const servable = (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith('/api/');
    if (!root || !servable) {
      return reply.code(404).send({ error: { code: 'not-found', reason: `no route ${req.method} ${path}` } });
    }
    const file = (await fileIn(root, path)) ?? join(root, 'index.html');
    if (!existsSync(file)) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The web client is not built. Run `npm start` (it builds it) or `npm run build -w @arbiter/web`.',
        );
    }
    const isAsset = file.includes(`${sep}assets${sep}`);
    reply.header('cache-control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    reply.type(TYPES[extname(file)] ?? 'application/octet-stream');
    return reply.send(await readFile(file));
  });
}
