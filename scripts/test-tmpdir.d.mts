/** Points TMPDIR at a directory in memory (/dev/shm) when there is room and TMPDIR is unset; returns the directory used. */
export function pointTmpdirAtMemory(): string | undefined;
