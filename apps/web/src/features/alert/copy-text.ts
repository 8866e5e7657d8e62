/**
 * Copies text for the visitor: the Clipboard API where the browser allows it, else the old copy
 * command on a selection of `element`. The text is left selected when both fail, so a long press
 * copies it by hand. Returns whether the text reached the clipboard.
 */
export async function copyText(text: string, element: HTMLElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure page, an in-app browser): fall back to the selection.
  }
  if (!element) return false;
  window.getSelection()?.selectAllChildren(element);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
