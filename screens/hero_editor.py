"""The Dice Throne hero editor: a hero's details, statuses and abilities edited in forms made from the hero format.

The forms are built from the format's schema (`cards_db.dice_throne_format.HERO`), so a field the
format gains appears here by itself. Every change goes through an `EntryDraft`: the whole hero is
validated as an import would be, and a refused change leaves the hero as it was, with the message
(naming the field and what it takes) under the form and the field marked. Saving writes the hero
into the user's catalogue exactly as `companion catalogue import` does.
"""

from __future__ import annotations

from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import DescendantFocus
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Input, Label, OptionList, Select, Static
from textual.widgets.option_list import Option

from cards_db.dice_throne_format import BLANK_ITEMS, HERO
from cards_db.entry_draft import OMITTED, DraftError, EntryDraft, Part, value_from_text, value_to_text
from cards_db.errors import CatalogueError
from cards_db.kinds import get_kind
from cards_db.schema import Field, Schema, requirement
from cards_db.store import list_entries, save_entries
from cards_db.templates import field_help
from screens.dialogs import ConfirmDialog
from screens.localized_footer import Footer
from companion.services.i18n import _, translate
from rules_engine.dice_throne.game_names import game_name
from rules_engine.messages import NC_, N_, as_message

GAME, KIND = "dice-throne", "hero"
#: The hero choice that starts from the template's made-up hero.
NEW_HERO = "__new__"
SECTION_LABELS = {"statuses": N_("Status"), "abilities": N_("Ability")}


def part_key(part: Part) -> str:
    """The option id of a part in the parts list."""
    return "details" if part.section is None else f"{part.section}:{part.index}"


def part_of(key: str) -> Part:
    """The part an option id stands for."""
    if key == "details":
        return Part()
    section, index = key.split(":")
    return Part(section, int(index))


def field_widget(spec: Field, value: Any) -> Widget:
    """The input for one field, showing its current value (choices as a list, flags as a box, the rest as text)."""
    wid = f"field-{spec.name}"
    if spec.type == "choice":
        options = [(str(c), c) for c in spec.choices if c != ""]
        shown = value if value in spec.choices and value != "" else Select.NULL
        prompt = _("(default: {value})").format(value=spec.default) if spec.default else _("(not set)")
        return Select(options, value=shown, allow_blank=True, prompt=prompt, id=wid, compact=True)
    if spec.type == "boolean":
        return Checkbox(spec.name, value=bool(value), id=wid, compact=True)
    return Input(value_to_text(spec, value), placeholder=spec.expects(), id=wid, compact=True)


def _meaningful(values: dict[str, Any], schema: Schema) -> dict[str, Any]:
    """The values that say something: not left out, not null, not the field's default."""
    return {name: value for name, value in values.items()
            if value is not OMITTED and value is not None and value != schema.field(name).default}


class HeroEditor(Screen[None]):
    """Edit a Dice Throne hero (one of the catalogue's or a new one) and save it to the user's catalogue."""

    CSS_PATH = "hero_editor.tcss"
    HELP_TITLE = NC_("screen title", "Dice Throne hero editor")
    HELP_TEXT = N_("Choose a hero to start from, then a part on the left: its details, a status or an ability. "
                   "Change the fields and press enter (lists and objects are JSON). A change the hero format "
                   "refuses is shown in red and changes nothing. ctrl+s saves the hero to your catalogue.")
    BINDINGS = [
        Binding("ctrl+s", "save", N_("Save"), id="hero_editor.save",
                tooltip=N_("Save the hero to your catalogue, as an import would; new sessions can choose it.")),
        Binding("f2", "apply", N_("Apply"), id="hero_editor.apply",
                tooltip=N_("Check the form's fields and put them into the hero (enter in a field does the same).")),
        Binding("ctrl+n", "add_ability", N_("New ability"), id="hero_editor.add_ability",
                tooltip=N_("Add an ability to fill in (it starts passive, which needs no condition).")),
        Binding("ctrl+t", "add_status", N_("New status"), id="hero_editor.add_status",
                tooltip=N_("Add a status token to fill in.")),
        Binding("ctrl+r", "remove", N_("Remove"), id="hero_editor.remove",
                tooltip=N_("Remove the chosen status or ability (refused if the hero needs it).")),
        Binding("escape", "back", N_("Back"), id="hero_editor.back",
                tooltip=N_("Leave the editor (asks first when there are unsaved changes).")),
    ]

    def __init__(self, hero_id: str | None = None) -> None:
        super().__init__()
        self._start = hero_id
        self._heroes: dict[str, dict[str, Any]] = {}
        self.draft = EntryDraft(get_kind(GAME, KIND), HERO.example(), BLANK_ITEMS)
        self.part = Part()

    def compose(self) -> ComposeResult:
        yield Label(_("Dice Throne hero editor"), id="editor-title", classes="screen-title", markup=False)
        with Horizontal(id="editor-body"):
            with Vertical(id="editor-left"):
                yield Select([], prompt=_("Start from…"), allow_blank=True, id="hero-choice", compact=True)
                yield OptionList(id="parts")
            with Vertical(id="editor-right"):
                yield Label("", id="part-title")
                yield VerticalScroll(id="part-form")
                yield Button(_("Apply (enter)"), id="apply", compact=True)
        yield Static("", id="field-hint", markup=False)
        yield Static("", id="editor-error", classes="error", markup=False)
        yield Footer(compact=True)

    async def on_mount(self) -> None:
        self._heroes = self._read_heroes()
        choice = self.query_one("#hero-choice", Select)
        choice.set_options(self._hero_options())
        start = self._start if self._start in self._heroes else NEW_HERO
        with choice.prevent(Select.Changed):
            choice.value = start
        await self._load(start)

    # -- reading and showing ---------------------------------------------------------------------

    def _read_heroes(self) -> dict[str, dict[str, Any]]:
        store = getattr(self.app, "store", None)
        try:
            return dict(list_entries(GAME, KIND, db=store)) if store is not None else {}
        except Exception:  # noqa: BLE001 - without the imported ones the shipped heroes still load
            return dict(get_kind(GAME, KIND).shipped())

    def _hero_options(self) -> list[tuple[str, str]]:
        options = [(translate(game_name(str(data.get("name") or hero_id))), hero_id)
                   for hero_id, data in sorted(self._heroes.items())]
        return options + [(_("New hero (template)"), NEW_HERO)]

    async def _load(self, hero_id: str) -> None:
        data = HERO.example() if hero_id == NEW_HERO else self._heroes[hero_id]
        try:
            self.draft = EntryDraft(get_kind(GAME, KIND), data, BLANK_ITEMS)
        except CatalogueError as error:
            self._show_error(_("That hero cannot be edited: {error}").format(error=translate(error.args[0])))
            return
        self._show_error("")
        await self._show(Part())

    async def _show(self, part: Part) -> None:
        """List the parts and build the form of one of them."""
        self.part = part
        parts = self.query_one("#parts", OptionList)
        parts.clear_options()
        parts.add_option(Option(_("Hero details"), id="details"))
        for section in self.draft.sections():
            for index, item in enumerate(self.draft.items(section)):
                parts.add_option(Option(f"{_(SECTION_LABELS.get(section, section))}: {item.get('name', item.get('id'))}",
                                        id=part_key(Part(section, index))))
        parts.highlighted = parts.get_option_index(part_key(part))
        await self._build_form()
        self._show_title()

    async def _build_form(self) -> None:
        form = self.query_one("#part-form", VerticalScroll)
        await form.remove_children()
        schema = self.draft.part_schema(self.part)
        values = self.draft.part_values(self.part)
        rows = []
        for spec in schema.fields:
            row = Horizontal(Label(spec.name, classes="field-label"), field_widget(spec, values.get(spec.name)),
                             classes="field-row", id=f"row-{spec.name}")
            row.tooltip = translate(field_help(schema, spec))
            rows.append(row)
        await form.mount_all(rows)
        self.query_one("#field-hint", Static).update(self._hint(schema, schema.fields[0]))

    def _show_title(self) -> None:
        entry = self.draft.entry
        unsaved = " — " + _("unsaved changes") if self.draft.changed else ""
        self.query_one("#editor-title", Label).update(
            _("Dice Throne hero editor") + f" — {entry.get('name', '?')} ({entry.get('id', '?')}){unsaved}")
        if self.part.section is None:
            where = _("Hero details")
        else:
            item = self.draft.items(self.part.section)[self.part.index]
            label = _(SECTION_LABELS.get(self.part.section, self.part.section))
            where = f"{label} {self.part.index + 1}: {item.get('name', item.get('id'))}"
        self.query_one("#part-title", Label).update(where)

    def _hint(self, schema: Schema, spec: Field) -> str:
        prefix = "" if self.part.section is None else f"{self.part.section}[]."
        return _("{field}: {requirement}; {expects}. {doc}").format(
            field=prefix + spec.name, requirement=translate(requirement(schema, spec)),
            expects=translate(spec.expects()), doc=translate(as_message(spec.doc)))

    def _show_error(self, message: str, field: str | None = None) -> None:
        self.query_one("#editor-error", Static).update(message)
        for row in self.query(".field-row"):
            row.set_class(field is not None and row.id == f"row-{field}", "-invalid")

    # -- events ----------------------------------------------------------------------------------

    @on(DescendantFocus)
    def _focused(self, event: DescendantFocus) -> None:
        widget_id = event.widget.id or ""
        if widget_id.startswith("field-"):
            schema = self.draft.part_schema(self.part)
            try:
                spec = schema.field(widget_id.removeprefix("field-"))
            except KeyError:
                return
            self.query_one("#field-hint", Static).update(self._hint(schema, spec))

    @on(OptionList.OptionSelected, "#parts")
    async def _part_chosen(self, event: OptionList.OptionSelected) -> None:
        if event.option.id and event.option.id != part_key(self.part):
            self._show_error("")
            await self._show(part_of(event.option.id))

    @on(Select.Changed, "#hero-choice")
    async def _hero_chosen(self, event: Select.Changed) -> None:
        if event.value is Select.NULL:
            return
        chosen = str(event.value)
        if not self.draft.changed:
            await self._load(chosen)
            return

        async def answered(yes: bool | None) -> None:
            if yes:
                await self._load(chosen)

        self.app.push_screen(ConfirmDialog(_("Discard changes?"), _("The hero you are editing has unsaved changes. "
                                           "Start from another hero and lose them?"), confirm_label=_("Discard"),
                                           danger=True), answered)

    @on(Input.Submitted, "#part-form Input")
    @on(Button.Pressed, "#apply")
    async def _submitted(self) -> None:
        await self.action_apply()

    @on(Select.Changed, "#part-form Select")
    @on(Checkbox.Changed, "#part-form Checkbox")
    async def _choice_changed(self) -> None:
        # A list or a box reports its first value as the form is built: only a real change applies.
        try:
            values = self.read_form()
        except DraftError:
            return  # a text field holds a bad value; enter (or f2) shows what is wrong
        schema = self.draft.part_schema(self.part)
        if _meaningful(values, schema) != _meaningful(self.draft.part_values(self.part), schema):
            await self.action_apply()

    # -- actions ---------------------------------------------------------------------------------

    def read_form(self) -> dict[str, Any]:
        """The form's values for the current part; DraftError naming the field whose text is not a value."""
        schema = self.draft.part_schema(self.part)
        prefix = "" if self.part.section is None else f"{self.part.label()}."
        values: dict[str, Any] = {}
        for spec in schema.fields:
            widget = self.query_one(f"#field-{spec.name}")
            if isinstance(widget, Select):
                values[spec.name] = OMITTED if widget.value is Select.NULL else widget.value
            elif isinstance(widget, Checkbox):
                values[spec.name] = True if widget.value else OMITTED
            elif isinstance(widget, Input):
                values[spec.name] = value_from_text(spec, widget.value, prefix + spec.name)
        return values

    async def action_apply(self) -> None:
        """Check the form and put it into the hero; a refusal is shown and changes nothing."""
        try:
            self.draft.replace(self.part, self.read_form())
        except DraftError as error:
            self._show_error(translate(error.args[0]), error.field)
            return
        self._show_error("")
        await self._show(self.part)

    async def action_add_ability(self) -> None:
        """Add a new ability and open its form."""
        await self._add("abilities")

    async def action_add_status(self) -> None:
        """Add a new status and open its form."""
        await self._add("statuses")

    async def _add(self, section: str) -> None:
        try:
            part = self.draft.add(section)
        except DraftError as error:
            self._show_error(translate(error.args[0]))
            return
        self._show_error("")
        await self._show(part)

    async def action_remove(self) -> None:
        """Remove the chosen status or ability."""
        try:
            self.draft.remove(self.part)
        except DraftError as error:
            self._show_error(translate(error.args[0]))
            return
        self._show_error("")
        await self._show(Part())

    async def action_save(self) -> None:
        """Save the hero to the user's catalogue, as an import would."""
        if getattr(self.app, "locked", False):  # a phone's player link: the editor is refused before this
            self._show_error(_("A player link cannot save into this machine's catalogue."))
            return
        store = getattr(self.app, "store", None)
        if store is None:
            self._show_error(_("There is no catalogue to save into."))
            return
        try:
            clean = self.draft.clean()
            save_entries(GAME, KIND, {clean["id"]: clean}, source="hero editor", db=store)
        except CatalogueError as error:
            self._show_error(translate(error.args[0]))
            return
        except Exception as error:  # noqa: BLE001 - a store that cannot be written is a message, not a crash
            self._show_error(_("Could not save: {error}").format(error=error))
            return
        self.draft.changed = False
        self._heroes = self._read_heroes()
        choice = self.query_one("#hero-choice", Select)
        with choice.prevent(Select.Changed):
            choice.set_options(self._hero_options())
            choice.value = clean["id"]
        self._show_title()
        self.notify(_("Saved {name} to your catalogue; new Dice Throne sessions can choose it.").format(
            name=clean["name"]), title=_("Hero saved"))

    def action_back(self) -> None:
        """Leave the editor, asking first when there are unsaved changes."""
        if not self.draft.changed:
            self.dismiss(None)
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.dismiss(None)

        self.app.push_screen(ConfirmDialog(_("Leave the editor?"), _("The hero has unsaved changes (ctrl+s saves). "
                                           "Leave and lose them?"), confirm_label=_("Leave"), danger=True), answered)
