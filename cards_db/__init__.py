"""Card and hero catalogues: shipped data per game, validation, and a user's own imported lists."""
