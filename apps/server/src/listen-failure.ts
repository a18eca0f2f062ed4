/**
 * What `npm start` says, in one line, when the server cannot listen: the
 * port, the address, and how to choose others (PORT=, HOST=).
 */
export function listenFailure(error: unknown, port: number, host: string): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  switch (code) {
    case 'EADDRINUSE':
      return `Port ${port} is already in use on ${host}; stop what is using it or choose another port with PORT= (e.g. PORT=${port === 65535 ? 8081 : port + 1} npm start).`;
    case 'EACCES':
      return `Not allowed to listen on port ${port} on ${host}; choose a port above 1023 with PORT= (e.g. PORT=8080 npm start).`;
    case 'EADDRNOTAVAIL':
      return `${host} is not an address of this machine; choose another with HOST= (e.g. HOST=127.0.0.1 npm start).`;
    default: {
      const message = error instanceof Error ? error.message : String(error);
      return `Cannot listen on ${host}:${port}: ${message.split('\n')[0]} (PORT= and HOST= choose others).`;
    }
  }
}
