/** Pages a sign-in never returns to: ending or starting a session again would undo it. */
const SIN_RETORNO = ['/', '/logout', '/login', '/register', '/recuperar', '/noauth', '/accountdisabled'];

/**
 * Where the login goes after signing in: the page that sent the visitor to it, when it is an
 * in-app page that does not end or start a session (never /logout, /login or /register, nor
 * another site), else /dashboard.
 */
export function destinoTrasLogin(desde: string | null | undefined): string {
  if (!desde || !desde.startsWith('/') || desde.startsWith('//') || desde.includes('\\')) return '/dashboard';
  const path = desde.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return SIN_RETORNO.includes(path.toLowerCase()) ? '/dashboard' : desde;
}
