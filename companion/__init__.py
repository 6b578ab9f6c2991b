"""Table Companion above the engine: `companion.services` (no Textual) and `companion.shell` (the app and the command line).

This package root holds only the version, so that either layer may read it.
"""

__version__ = "0.1.0"
