"""`python -m companion.shell.cli`: the `companion` command."""

from companion.shell.cli.entry_point import run

if __name__ == "__main__":
    run()
