"""The app shell, the top layer: the Textual App, the `companion` command line, the command palette's providers."""
