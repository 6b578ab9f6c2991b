"""The Table Companion app shell: the Textual app, the command line, the session store."""

__version__ = "0.1.0"
