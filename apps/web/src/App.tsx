import { Link } from './components/Link.tsx';
import { LabGamePage, LabHome } from './lab/LabPage.tsx';
import { RunPage } from './lab/run/RunPage.tsx';
import { LobbyPage } from './pages/LobbyPage.tsx';
import { MatchPage } from './pages/MatchPage.tsx';
import { ReplayPage } from './pages/ReplayPage.tsx';
import { useRoute } from './router.ts';

export function App() {
  const route = useRoute();
  return (
    <div className="app">
      <header className="topbar">
        <Link to="/" className="brand">
          Arbiter
        </Link>
        <span className="tagline">tabletop rules engine · play in the browser</span>
        <Link to="/lab" className="topbar-link">
          Lab
        </Link>
      </header>
      <main>
        {route.page === 'lobby' && <LobbyPage />}
        {route.page === 'match' && <MatchPage key={route.id} id={route.id} claim={route.claim} />}
        {route.page === 'replay' && <ReplayPage key={route.id} id={route.id} />}
        {route.page === 'lab' && <LabHome />}
        {route.page === 'lab-game' && <LabGamePage key={route.game} game={route.game} />}
        {route.page === 'lab-run' && <RunPage key={route.id} id={route.id} />}
        {route.page === 'missing' && (
          <div className="panel">
            <h2>Nothing here</h2>
            <p>
              No page at <code>{route.path}</code>. <Link to="/">Back to the lobby</Link>
            </p>
          </div>
        )}
      </main>
    </div>
  );
}
