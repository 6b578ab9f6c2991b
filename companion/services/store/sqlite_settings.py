"""How every connection of the store to a SQLite file is set (standard library only, so that the sqlite3
readers and the clock's early saves use the same settings as the store's engine without importing it)."""

#: How long a write waits for a file busy in another program before it fails (milliseconds).
BUSY_TIMEOUT_MS = 10_000

#: SQLite's `synchronous` setting: FULL, so that a committed write is on the disk.
SYNCHRONOUS = "FULL"

#: SQLite's page cache for a connection that reads the file once and closes (the board's read of the log, the
#: integrity check of every page before the first write): KiB, as `PRAGMA cache_size` takes it when negative. SQLite's
#: default, 2,000 KiB, is filled by such a scan and is never read again, and the memory it took stays in the process's
#: resident set after the connection closes (at 50,000 actions: 1.4 MiB of the board, 2.2 MiB of its first move).
READ_ONCE_CACHE_KIB = 64
