"""argparse's own words ("usage:", "options", "the following arguments are required") in the interface's language.

argparse writes its headings, its help line for -h and its error messages in English and
translates them with the `_` and `ngettext` it takes from gettext when it is imported (CPython
3.11: `from gettext import gettext as _, ngettext`). Those look in gettext's global domain, which
this app never installs: its catalogue is its own (companion.services.i18n). So, for one command
line (building the parser, parsing, printing help or an error), `argparse_in_interface_language`
points argparse's two names at the app's catalogue and then puts argparse's own back. The
message ids are argparse's own, listed below so that extraction brings them into the catalogue,
where they are translated like any other text (English reads exactly as argparse writes it).
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager

from companion.services.i18n import _, ngettext
from rules_engine.messages import N_


def NN_(singular: str, plural: str) -> tuple[str, str]:  # noqa: N802 - a gettext-style marker's name
    """Mark a counted text (its singular and plural) for the catalogue without translating it."""
    return singular, plural


#: The texts argparse translates that `companion` can show (ids exactly as argparse 3.11 writes them).
ARGPARSE_TEXTS = (
    # Help: the usage line, the group headings and the -h line.
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    # Errors (each follows "companion: error: ").
    N_("argument %(argument_name)s: %(message)s"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("ignored explicit argument %r"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("unexpected option string: %s"),
)

#: argparse's counted texts (an option taking a fixed number of values, like `odds --dice` taking five).
ARGPARSE_COUNTED = (
    NN_("expected %s argument", "expected %s arguments"),
)


@contextmanager
def argparse_in_interface_language() -> Iterator[None]:
    """While it lasts, argparse's own words come from the app's catalogue in the active language."""
    own = argparse._, argparse.ngettext  # type: ignore[attr-defined]  # argparse's own gettext names, undeclared
    argparse._, argparse.ngettext = _, ngettext  # type: ignore[attr-defined]  # argparse's own gettext names, undeclared
    try:
        yield
    finally:
        argparse._, argparse.ngettext = own  # type: ignore[attr-defined]  # argparse's own gettext names, undeclared
