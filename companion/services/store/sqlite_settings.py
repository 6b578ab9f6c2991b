"""How every connection of the store to a SQLite file is set (standard library only, so that the sqlite3
readers and the clock's early saves use the same settings as the store's engine without importing it)."""

#: How long a write waits for a file busy in another program before it fails (milliseconds).
BUSY_TIMEOUT_MS = 10_000

#: SQLite's `synchronous` setting: FULL, so that a committed write is on the disk.
SYNCHRONOUS = "FULL"
