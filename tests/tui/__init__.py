"""Tests of the TUI shell: Pilot-driven flows and SVG snapshots."""
