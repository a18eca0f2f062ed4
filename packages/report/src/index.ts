export * from './blocks.ts';
export * from './charts.ts';
export * from './html.ts';
export * from './lab.ts';
export * from './metrics-view.ts';
export * from './result.ts';
export * from './stats.ts';
export * from './tournament.ts';
export { chartLibraries } from './vendor.ts';
