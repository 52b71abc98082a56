/**
 * Imported first by scripts that load the mock for a measurement or a listing (the bench, the spec
 * coverage): the mock then starts from its seed in memory and never reads or writes the developer's
 * .mock-state/ (docs/mock.md, "State"). ES imports run in order, so this runs before the mock loads.
 */
process.env.MOCK_STATE ??= 'memory';
export {};
