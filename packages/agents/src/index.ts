export * from './agent.ts';
export * from './greedy.ts';
export * from './llm/index.ts';
export * from './mcts.ts';
export * from './random.ts';
export * from './registry.ts';
export * from './scoring.ts';
