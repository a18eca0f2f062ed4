/**
 * A tiny router: the pages, paths read from location, links through the
 * History API: `/`, `/match/:id`, `/replay/:id`, and the Lab's `/lab`,
 * `/lab/:game` and `/lab/run/:id`.
 */
import { useEffect, useState } from 'react';

export type Route =
  | { page: 'lobby' }
  | { page: 'match'; id: string; claim: number | null }
  | { page: 'replay'; id: string }
  | { page: 'lab' }
  | { page: 'lab-game'; game: string }
  | { page: 'lab-run'; id: string }
  | { page: 'missing'; path: string };

export function parseRoute(pathname: string, search: string): Route {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0) return { page: 'lobby' };
  if (parts[0] === 'match' && parts[1]) {
    const claim = new URLSearchParams(search).get('claim');
    return { page: 'match', id: decodeURIComponent(parts[1]), claim: claim === null ? null : Number(claim) };
  }
  if (parts[0] === 'replay' && parts[1]) return { page: 'replay', id: decodeURIComponent(parts[1]) };
  if (parts[0] === 'lab') {
    if (parts[1] === 'run' && parts[2]) return { page: 'lab-run', id: decodeURIComponent(parts[2]) };
    if (parts[1]) return { page: 'lab-game', game: decodeURIComponent(parts[1]) };
    return { page: 'lab' };
  }
  return { page: 'missing', path: pathname };
}

const listeners = new Set<() => void>();

export function navigate(to: string, replace = false): void {
  if (replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  for (const l of listeners) l();
}

const read = () => parseRoute(location.pathname, location.search);

export function useRoute(): Route {
  const [route, setRoute] = useState(read);
  useEffect(() => {
    const update = () => setRoute(read());
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return route;
}
