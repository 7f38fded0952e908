/** Points TMPDIR at this run's own directory (in memory at /dev/shm when there is room and TMPDIR is unset); returns it. */
export function openRunTmpdir(): string;
/** Removes the run's directory and everything the tests left in it; call once, when the run ends. */
export function removeRunTmpdir(): void;
