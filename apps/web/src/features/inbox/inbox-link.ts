/** Paths the server answers itself (not screens of this app): opened with a full page load. */
const SERVER_PAGES = ['/loan-documents/'];

/**
 * Where tapping a message leads: a screen of the app (navigated to in place, whatever host the
 * server wrote into the link) or a page the server renders, such as the signed loan documents.
 */
export function inboxTarget(
  link: string | null,
): { internal: string } | { external: string } | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link, window.location.origin);
  } catch {
    return null;
  }
  if (SERVER_PAGES.some((prefix) => url.pathname.startsWith(prefix))) return { external: url.href };
  return { internal: `${url.pathname}${url.search}${url.hash}` };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The message's text without its link: the SMS wording carries the URL, which on a small screen
 * is a long unreadable line; in the app the Open button below the text leads there instead.
 */
export function textWithoutLink(body: string, link: string | null): string {
  if (!link || !body.includes(link)) return body;
  const text = body
    .replace(new RegExp(`:?\\s*${escaped(link)}`), '')
    .replace(/\s{2,}/g, ' ')
    .trim()
    // "… Amount due now: ₹5,042.50. Pay: <link>": without the link, "Pay" says nothing.
    .replace(/([.!?।])\s+(Pay|भुगतान करें)$/, '$1');
  // A Hindi sentence ends with the danda (।).
  const stop = /[\u0900-\u097F]/.test(text) ? '।' : '.';
  return /[.!?)।]$/.test(text) ? text : `${text}${stop}`;
}
