export * from './charts.ts';
export * from './html.ts';
export * from './metrics-view.ts';
export * from './result.ts';
export * from './stats.ts';
export * from './tournament.ts';
