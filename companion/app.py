"""The Textual application as `textual run` expects it: `textual run --dev companion.app:CompanionApp`.

Constructed with no arguments, the app opens the default session store in the data folder (the one
the `companion` command uses) after its first frame, exactly as `companion` does.
"""

from companion.shell.app import CompanionApp

__all__ = ["CompanionApp"]
