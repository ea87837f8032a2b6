// The park's facts, written once for the server (validation, prices, the stall plan) and the client (what a
// visitor is shown and may choose), and rules both sides apply (what a form accepts, calendar dates and how far ahead
// one may book, how a CSV cell is made safe, how text is made plain). Plain values and pure functions: no dependency,
// no I/O.
export * from './venues.js';
export * from './stalls.js';
export * from './news.js';
export * from './csv.js';
export * from './text.js';
export * from './rules.js';
export * from './dates.js';
export * from './park.js';
export * from './languages.js';
export * from './booking-groups.js';
