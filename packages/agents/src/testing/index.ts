export * from './fake-llm-endpoint.ts';
