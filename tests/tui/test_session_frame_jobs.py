"""The session frame is made of its jobs (screens/session/): each module one job class, every one in the frame.

A job class left out of `SessionFrame`'s bases would silently take its keys and handlers with it; a job
listed after the screen behaviours would be overridden by them (the frame's own methods came first).
"""

from __future__ import annotations

import importlib
import inspect
from pathlib import Path

from screens.binding_refresh import ChangedBindingsOnly
from screens.session.frame_state import FrameState
from screens.session_frame import SessionFrame

JOBS = Path(__file__).resolve().parents[2] / "screens" / "session"


def job_classes() -> list[type]:
    """The one job class each module of screens/session/ defines (the shared state aside)."""
    found = []
    for path in sorted(JOBS.glob("*.py")):
        if path.stem in ("__init__", "frame_state"):
            continue
        module = importlib.import_module(f"screens.session.{path.stem}")
        own = [c for _, c in inspect.getmembers(module, inspect.isclass)
               if c.__module__ == module.__name__ and issubclass(c, FrameState)]
        assert len(own) == 1, f"{path.name} should hold one job class, not {own}"
        found.append(own[0])
    return found


def test_every_job_is_part_of_the_frame_before_the_screen_behaviours() -> None:
    jobs = job_classes()
    assert len(jobs) >= 12
    order = SessionFrame.__mro__
    assert set(jobs) <= set(SessionFrame.__bases__)
    assert all(order.index(job) < order.index(ChangedBindingsOnly) for job in jobs)


def test_no_two_jobs_define_the_same_method() -> None:
    seen: dict[str, str] = {}
    for job in job_classes():
        for name, value in vars(job).items():
            if callable(value) or isinstance(value, property):
                assert name not in seen, f"{name} is defined by {seen[name]} and {job.__name__}"
                seen[name] = job.__name__
