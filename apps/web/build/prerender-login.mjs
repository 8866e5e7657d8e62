// After `vite build`: draws the login screen into dist/login.html (with .br and .gz twins), which
// the server sends for /login, so a phone on a slow network shows the screen while the JavaScript
// downloads (docs/web-bundle.md). The app then draws the screen again over it.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

// Vite loads the screen's modules for Node; antd-mobile's ES files need its transform to run there.
const vite = await createServer({
  root,
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false },
  ssr: { noExternal: ['antd-mobile'] },
});
let screen;
try {
  const { renderLoginScreen } = await vite.ssrLoadModule('/src/app/login-prerender.tsx');
  screen = await renderLoginScreen();
} finally {
  await vite.close();
}

// Fields typed into before the app takes over would lose their text: they wait for it, read-only.
// Buttons would swallow a tap (हिन्दी, Send code) with nothing to answer it: disabled until then.
const html = screen.html
  .replace(/<input /g, '<input readonly="" ')
  .replace(/<button (?![^>]*\bdisabled\b)/g, '<button disabled="" ');
// The first screen's styles go in the page itself: one round trip fewer before anything shows on a
// slow network (they block drawing). Only here: every other page keeps the cached files.
const inlineStyles = (text) =>
  text.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_link, file) => {
    const css = fs.readFileSync(path.join(dist, file), 'utf8');
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
const page = replaceOnce(
  replaceOnce(
    replaceOnce(inlineStyles(shell), '<div id="root"></div>', `<div id="root">${html}</div>`),
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(screen.title)}</title>`,
  ),
  '<body>',
  `<body style="background:${escapeHtml(screen.background)}">`,
);

const target = path.join(dist, 'login.html');
fs.writeFileSync(target, page);
fs.writeFileSync(`${target}.gz`, gzipSync(page, { level: 9 }));
fs.writeFileSync(
  `${target}.br`,
  brotliCompressSync(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
);
console.log(`login screen drawn into dist/login.html (${Buffer.byteLength(page)} bytes)`);

function replaceOnce(text, pattern, replacement) {
  const next = text.replace(pattern, replacement);
  if (next === text) throw new Error(`prerender: ${pattern} not found in dist/index.html`);
  return next;
}

function escapeHtml(value) {
  return value.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
