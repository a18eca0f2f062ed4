/**
 * The live connection to one match: joins with this browser's seat token
 * (or as a spectator), keeps the latest state and the full log, reconnects
 * after a drop (the server resumes the seat from the token), and sends
 * actions tagged with the version they were chosen at.
 */
import type { Action } from '@arbiter/core';
import type { LogEntry, ServerMessage, SetupLog, StateMessage } from '@arbiter/server/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clientId } from './api.ts';

export interface MatchConnection {
  state: StateMessage | null;
  log: LogEntry[];
  /** The setup's events (a coin flip, forced placements): sent with the connection's first state. */
  setup: SetupLog | null;
  connected: boolean;
  /** The last refusal from the server (cleared by the next state). */
  refusal: { code: string; reason: string } | null;
  /** Set when the server will not let this connection in (unknown match, bad token). */
  fatal: string | null;
  act(action: Action): void;
}

function socketUrl(): string {
  const client = clientId();
  const query = client ? `?client=${encodeURIComponent(client)}` : '';
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws${query}`;
}

export function useMatchSocket(matchId: string, token: string | null): MatchConnection {
  const [state, setState] = useState<StateMessage | null>(null);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [setup, setSetup] = useState<SetupLog | null>(null);
  const [connected, setConnected] = useState(false);
  const [refusal, setRefusal] = useState<{ code: string; reason: string } | null>(null);
  const [fatal, setFatal] = useState<string | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const version = useRef(0);

  useEffect(() => {
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let attempts = 0;

    const open = () => {
      const ws = new WebSocket(socketUrl());
      socket.current = ws;
      ws.onopen = () => {
        attempts = 0;
        setConnected(true);
        ws.send(JSON.stringify({ type: 'join', matchId, ...(token ? { token } : {}) }));
      };
      ws.onmessage = (ev) => {
        const msg = JSON.parse(String(ev.data)) as ServerMessage;
        if (msg.type === 'state') {
          version.current = msg.version;
          setState(msg);
          setRefusal(null);
          if (msg.setup) setSetup(msg.setup);
          if (msg.log.length > 0) {
            setLog((old) => {
              const next = old.slice(0, msg.log[0].index);
              return [...next, ...msg.log];
            });
          }
        } else if (msg.type === 'error') {
          if (['unknown-match', 'bad-token', 'match-broken', 'replay-failed'].includes(msg.code))
            setFatal(msg.reason);
          else setRefusal({ code: msg.code, reason: msg.reason });
        }
      };
      ws.onclose = () => {
        setConnected(false);
        if (stopped) return;
        attempts++;
        retry = setTimeout(open, Math.min(5000, 300 * 2 ** attempts));
      };
    };
    open();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      socket.current?.close();
      socket.current = null;
    };
  }, [matchId, token]);

  const act = useCallback((action: Action) => {
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) {
      setRefusal({ code: 'offline', reason: 'not connected; reconnecting…' });
      return;
    }
    ws.send(JSON.stringify({ type: 'act', action, version: version.current }));
  }, []);

  return { state, log, setup, connected, refusal, fatal, act };
}
