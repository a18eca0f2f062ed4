/** The Wilson interval lives in the kernel (games use it too); re-exported for the simulator's callers. */
export { overlaps, wilson } from '@arbiter/core';
