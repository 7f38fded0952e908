import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { E2EServer, test } from './fixtures';

/**
 * A tiny local shop for the journeys that read product pages (node:http, reached by the app as
 * shop.test, an allowed name): each spec says which pages it serves; the shop adds three pictures made
 * here with ffmpeg under /img, and `?slow` waits 4 s so a progress can be seen.
 */

export const COLOURS = { red: '0xd23c3c', green: '0x2f9e44', blue: '0x1c7ed6' } as const;

/** A product page with JSON-LD naming the first `pictures` of the shop's pictures. */
export const productPage = (origin: string, name: string, description: string, pictures = 3) => `<!doctype html>
<html lang="en"><head><title>${name} | Shop</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name,
  description,
  image: Object.keys(COLOURS)
    .slice(0, pictures)
    .map((c) => `${origin}/img/${c}.png`),
  offers: { '@type': 'Offer', price: '24.50', priceCurrency: 'USD' },
})}</script></head>
<body><h1>${name}</h1><p>${description}</p></body></html>`;

/** The HTML of a page of the shop, or null for a 404; `origin` is the shop's own address. */
export type ShopPages = (url: URL, origin: string) => string | null;

export async function startShop(pages: ShopPages): Promise<{ port: number; close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-shop-'));
  const images = Object.fromEntries(
    Object.entries(COLOURS).map(([name, colour]) => {
      const file = path.join(dir, `${name}.png`);
      execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=${colour}:s=480x480`, '-frames:v', '1', file]);
      return [`/img/${name}.png`, fs.readFileSync(file)];
    }),
  );
  let port = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://shop.test');
    const answer = () => {
      const html = pages(url, `http://shop.test:${port}`);
      if (html !== null) return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      const image = images[url.pathname];
      if (image) return res.writeHead(200, { 'content-type': 'image/png' }).end(image);
      res.writeHead(404).end();
    };
    if (url.searchParams.has('slow')) setTimeout(answer, 4000);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return {
    port,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The journeys' `test` with one shop and one app server that may read it, for every test of a file;
 * `shop` is the shop's full http address (the URL helper would add https:// to a bare host).
 */
export function withShop(pages: ShopPages, env: Record<string, string> = {}) {
  return test.extend<{ shop: string }, { shopServer: { port: number }; shopApp: E2EServer }>({
    shopServer: [
      async ({}, use) => {
        const shop = await startShop(pages);
        await use(shop);
        await shop.close();
      },
      { scope: 'worker' },
    ],
    shopApp: [
      async ({ shopServer }, use) => {
        const server = await E2EServer.start({ ...env, FETCH_ALLOW_ADDRESSES: `127.0.0.1:${shopServer.port}`, FETCH_HOSTS: 'shop.test=127.0.0.1' });
        await use(server);
        await server.close();
      },
      { scope: 'worker' },
    ],
    server: async ({ shopApp }, use) => {
      await use(shopApp);
    },
    shop: async ({ shopServer }, use) => {
      await use(`http://shop.test:${shopServer.port}`);
    },
  });
}
