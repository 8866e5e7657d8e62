/** Where to go after signing in: the redirect value if it is one of our own paths, else Home. */
export function safeRedirectTarget(redirect: string | null): string {
  if (
    !redirect ||
    !redirect.startsWith('/') ||
    redirect.startsWith('//') ||
    redirect.startsWith('/\\')
  ) {
    return '/';
  }
  return redirect;
}
