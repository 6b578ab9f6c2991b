"""Honest dice: per kind of die, the app's rolls and the table's apart, how often each face came up.

Opened from the home screen (`h`). The sessions to count are chosen in the list at the top (all at
first; `space` toggles one); for each die and source the screen shows the count of every face
against what fair dice would give, the chi-square test said in words, and a bar plot of the
counts. The numbers are `companion.services.dice_fairness`'s; this screen only shows them, and w writes
them as an HTML page into the data folder's reports (`companion.services.dice_html`).
"""

from __future__ import annotations

from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.color import Color
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Label, SelectionList, Static
from textual.widgets.selection_list import Selection

from companion.services.dice_fairness import SOURCES, DiceGroup, dice_report
from companion.services.i18n import _, format_number, translate
from companion.services.store import StoreError
from rules_engine.errors import RulesEngineError
from rules_engine.messages import NC_, N_
from screens.localized_footer import Footer
from screens.themed_plot import ThemedPlot


def group_title(group: DiceGroup) -> str:
    """'d6 · the table's dice · 60 dice rolled'."""
    return _("{die} · {source} · {count} dice rolled").format(
        die=group.die_name, source=_(SOURCES.get(group.source, group.source)), count=format_number(group.rolled))


def group_lines(group: DiceGroup) -> str:
    """Each face's count against what fair dice would give on average, then the verdict in words."""
    counts = " · ".join(_("{face}: {count} (fair: {expected})").format(
        face=face.label, count=face.count, expected=f"{face.expected(group.rolled):.1f}") for face in group.faces)
    return counts + "\n" + translate(group.in_words())


class FacePlot(ThemedPlot):
    """A bar per face: how often it came up, beside what fair dice would give."""

    DEFAULT_CSS = "FacePlot { height: 10; }"

    def __init__(self, group: DiceGroup, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.group = group

    def draw(self) -> None:
        plt = self.plt
        labels = [face.label for face in self.group.faces]
        colours = self.app.get_css_variables()
        plt.multiple_bar(labels, [[face.count for face in self.group.faces],
                                  [round(face.expected(self.group.rolled), 1) for face in self.group.faces]],
                         # plotext takes `labels` and a colour per series at run time; its type hints name one of each
                         labels=[_("came up"), _("fair dice")],  # type: ignore[call-arg]  # see the line above
                         color=[Color.parse(colours["text-primary"]).rgb,  # type: ignore[arg-type]  # see above
                                Color.parse(colours["text-warning"]).rgb])
        plt.xlabel(_("face"))


class DiceReportScreen(Screen[None]):
    """The honest dice report over the sessions chosen; escape goes back."""

    HELP_TITLE = NC_("screen title", "Honest dice")
    HELP_TEXT = N_("How often each face came up, per kind of die, the app's rolls and the table's dice apart, "
                   "over the sessions chosen at the top, with a chi-square test said in words.")
    DEFAULT_CSS = """
    DiceReportScreen #dice-sessions { height: auto; max-height: 6; }
    DiceReportScreen #dice-groups { height: 1fr; }
    DiceReportScreen .dice-group-title { text-style: bold; margin-top: 1; }
    """
    BINDINGS = [
        Binding("escape,q", "close", N_("Back"), id="dice-report.close", tooltip=N_("Back to the home screen.")),
        Binding("w", "write_page", N_("Write page"), id="dice-report.write",
                tooltip=N_("Write this report as an HTML page with charts into the data folder's reports.")),
    ]

    def __init__(self, store: Any, sessions: list[tuple[int, str]]) -> None:
        super().__init__()
        self.store = store
        self.sessions = sessions

    def compose(self) -> ComposeResult:
        yield Label(_("Honest dice"), id="dice-title", classes="screen-title", markup=False)
        yield SelectionList[int](*(Selection(name, session_id, True) for session_id, name in self.sessions),
                                 id="dice-sessions")
        yield VerticalScroll(id="dice-groups")
        yield Footer(compact=True)

    async def on_mount(self) -> None:
        await self.show_report()
        self.query_one("#dice-sessions").focus()

    @on(SelectionList.SelectedChanged, "#dice-sessions")
    async def _chosen(self) -> None:
        await self.show_report()

    def chosen(self) -> list[int]:
        """The ids of the sessions counted."""
        return list(self.query_one("#dice-sessions", SelectionList).selected)

    async def show_report(self) -> None:
        """Count the chosen sessions' dice again and show a block per die and source."""
        box = self.query_one("#dice-groups", VerticalScroll)
        await box.remove_children()
        try:
            groups, unknown = dice_report(self.store, self.chosen())
        except (StoreError, RulesEngineError) as error:
            await box.mount(Static(translate(error.args[0]), markup=False))
            return
        if not groups:
            await box.mount(Static(_("No dice were rolled in the sessions chosen."), id="dice-none", markup=False))
        for group in groups:
            await box.mount(Vertical(Label(group_title(group), classes="dice-group-title", markup=False),
                                     Static(group_lines(group), classes="dice-group-counts", markup=False),
                                     FacePlot(group), classes="dice-group"))
        if unknown:
            await box.mount(Static(_("{count} dice whose kind could not be told are not counted.").format(count=unknown),
                                   markup=False))

    def action_write_page(self) -> None:
        """Write the report of the sessions chosen (dice.html in the data folder's reports) and say where."""
        from companion.services.dice_html import write_dice_page

        chosen = self.chosen()
        try:
            groups, unknown = dice_report(self.store, chosen)
            path = write_dice_page(groups, unknown, [name for session_id, name in self.sessions if session_id in chosen])
        except (StoreError, RulesEngineError) as error:
            self.notify(translate(error.args[0]), severity="error", timeout=8, markup=False)
            return
        except OSError as error:
            self.notify(_("Cannot write the page: {reason}").format(reason=error.strerror or type(error).__name__),
                        severity="error", timeout=8, markup=False)
            return
        self.notify(_("Wrote the page to {file}").format(file=path), timeout=8, markup=False)

    def action_close(self) -> None:
        """Back to the home screen."""
        self.dismiss(None)
