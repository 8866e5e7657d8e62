/**
 * The `data-track` value of the element a click landed on, or of its nearest marked ancestor;
 * null when none is marked. Only the attribute: never what a field holds.
 */
export function trackAttributeOf(target: EventTarget | null): string | null {
  const element =
    target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  return element?.closest('[data-track]')?.getAttribute('data-track') ?? null;
}
