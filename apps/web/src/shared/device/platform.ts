/** What kind of device the page runs on; decides the iOS guide and the os header. */
export function isIOS(userAgent = navigator.userAgent): boolean {
  return (
    /iPhone|iPad|iPod/i.test(userAgent) ||
    (/Macintosh/.test(userAgent) && navigator.maxTouchPoints > 1)
  );
}

export function isAndroid(userAgent = navigator.userAgent): boolean {
  return /Android/i.test(userAgent);
}

export function osName(): 'ios' | 'android' | 'web' {
  if (isIOS()) return 'ios';
  if (isAndroid()) return 'android';
  return 'web';
}

/** True when the page was opened from the home screen (installed). */
export function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}
