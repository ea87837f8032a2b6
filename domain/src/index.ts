// The park's facts, written once for the server (validation, prices, the stall plan) and the client (what a
// visitor is shown and may choose). Plain values and pure functions: no dependency, no I/O.
export * from './venues.js';
export * from './stalls.js';
export * from './news.js';
