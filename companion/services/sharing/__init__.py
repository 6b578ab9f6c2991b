"""Sharing a session with the table's phones: links with tokens, the spectator page, the share server."""
