"""How often the app's cyclic garbage collector runs.

Python collects its youngest generation after every 700 net new container objects; a move on a board (its
Rich text, strips and segments, the messages of every widget it touches) leaves far more than that alive
for a moment, so the collector ran in every move and took 5–11% of its CPU (docs/benchmarks.md, issue 32,
"Seventh pass"). Almost everything a move allocates is freed by reference counting before a larger threshold
is reached, so collecting after 10,000 keeps the same garbage collected, about fourteen times less often.
The older generations keep their ratios (10 and 10). The test suite runs with the same thresholds
(tests/conftest.py).
"""

from __future__ import annotations

import gc

#: New container objects (net) between two collections of the youngest generation, then the older ones' ratios.
THRESHOLDS = (10_000, 10, 10)


def tune_collector() -> None:
    """Set the collector's thresholds for the running app (once, as it mounts)."""
    gc.set_threshold(*THRESHOLDS)
