"""`python -m companion`: the same as the `companion` command."""

from companion.shell.cli import run

if __name__ == "__main__":
    run()
