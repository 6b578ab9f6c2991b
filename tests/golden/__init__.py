"""Golden whole-game logs: typed games recorded from the engine, replayed step by step by the golden test."""
