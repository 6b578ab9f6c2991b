"""The catalogue form: any kind of entry of any game (a hero, a location, a monster, an item ...) typed from the card.

The form is made from the kind's schema (`cards_db.schema`), the one `companion catalogue import`
checks with: one row per value the card prints, in the card's order (`cards_db.form_fields` opens
nested objects into rows), and under the form the focused field's meaning and what it takes. Every
change goes through an `EntryDraft`, so the entry is checked as an import would check it: a refused
change leaves the entry as it was, with the import's message under the form and the row marked.
Kinds whose entries hold lists of objects (a Dice Throne hero's abilities, a Runebound 3e item's
surges) list those items on the left, each edited in its own form. Saving (ctrl+s) writes the entry
into the user's catalogue exactly as an import does; new sessions can use it at once.

Opened with `close_on_save`, the form closes on a successful save and hands the saved entry back
(the wizard's "new hero", the card tray's "new card") without drawing anything first; otherwise it stays
open on the saved entry. A check or a save builds no widget: a part's rows depend on its schema alone, so
only the rows whose text the entry changes, the parts list and the title are set again.
"""

from __future__ import annotations

import json
import re
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import ActiveBinding, Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import DescendantFocus
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Input, Label, OptionList, Select, Static
from screens.ordered_keys import OrderedInput
from textual.widgets.option_list import Option

from cards_db.entry_draft import OMITTED, DraftError, EntryDraft, Part
from cards_db.errors import CatalogueError
from cards_db.field_labels import field_label
from cards_db.form_fields import (FormField, form_fields, id_from_name, list_item, nest, row_of_error, row_placeholder,
                                  row_text, row_value, value_at, within_item)
from cards_db.kinds import CatalogueKind, get_kind
from cards_db.schema import Field, in_form_words, requirement
from cards_db.store import delete_imported, imported_entries, save_entries
from companion.services.i18n import _, printed_name, translate
from companion.services.typed_faces import GAME as FACES_GAME, TOKEN_FIELDS, faces_in_notation, faces_in_words
from rules_engine.messages import NC_, N_, Message, as_message
from screens.dialogs import ConfirmDialog
from screens.named_ids import NamedIds
from screens.localized_footer import Footer, keys_hidden_now

#: The "start from" choice of a new entry.
NEW_ENTRY = "__new__"


def part_key(part: Part) -> str:
    """The option id of a part in the parts list."""
    return "details" if part.section is None else f"{part.section}:{part.index}"


def part_of(key: str) -> Part:
    """The part an option id stands for."""
    if key == "details":
        return Part()
    section, index = key.split(":")
    return Part(section, int(index))


def entry_label(kind: CatalogueKind, entry_id: str, data: dict[str, Any]) -> str:
    """How an entry reads in a list: its name (a shipped card's as its card prints it in the table's language: a Dice
    Throne hero's as the Russian book prints it, a Dungeoneer location's), else its id."""
    name = str(data.get("name") or entry_id)
    if kind.game != "dice-throne":
        return printed_name(kind.game, name)
    # Imported only for Dice Throne's own entries: a session of another game never loads its engine.
    from rules_engine.dice_throne.game_names import game_name

    return translate(game_name(name))


def label_of(name: str) -> str:
    """A field name or key as the table reads it, in its language ('boon_limit' -> 'Boon limit')."""
    return translate(as_message(field_label(name)))


def row_label(row: FormField) -> str:
    """A row's own label: its last field's (its group, a nested object or map, heads the rows above it)."""
    return label_of(row.path[-1])


def group_label(path: tuple[str, ...]) -> str:
    """The heading of a group of nested rows ('Exits: north', 'Dice'), from the labels of its path."""
    head, *rest = (label_of(name) for name in path)
    return head if not rest else _("{group}: {part}").format(group=head, part=", ".join(rest))


def full_label(path: tuple[str, ...]) -> str:
    """A row named whole, its group first ('Exits: west · Threat number'), for lines that stand apart from the form."""
    last = label_of(path[-1])
    return last if len(path) == 1 else f"{group_label(path[:-1])} · {last}"


def said(spec: Field, value: Any) -> str:
    """A value of a field as the form says it: in the table's language where the field has words for it (a class
    card's kind, a terrain), else as the file writes it."""
    if spec.words is not None and value in spec.words:
        return translate(spec.words[value])
    return json.dumps(value, ensure_ascii=False)


def shown_text(game: str, row: FormField, value: Any) -> str:
    """The text a row's input shows for a value: a token's faces, a die's terrains, a list's words in the table's
    words (as it may type them)."""
    text = row_text(row.spec, value, said)
    return faces_in_words(text) if game == FACES_GAME and row.path[-1] in TOKEN_FIELDS else text


def unknown_allowed_flag(spec: Any) -> bool:
    """A yes-or-no value that may also be not known yet (a class card's side): a choice of yes, no or not set, since a
    box left unticked would read as no."""
    return bool(spec.type == "boolean" and spec.nullable and spec.default is None)


def select_values(spec: Any) -> tuple[Any, ...]:
    """The values a row's choice list offers."""
    return (True, False) if unknown_allowed_flag(spec) else tuple(spec.choices)


def row_widget(game: str, row: FormField, value: Any) -> Widget:
    """The input of one row, showing its value (choices as a list, flags as a box, the rest as text)."""
    spec, wid = row.spec, f"field-{row.key}"
    if unknown_allowed_flag(spec):
        shown = value if isinstance(value, bool) else Select.NULL
        return Select([(_("Yes"), True), (_("No"), False)], value=shown, allow_blank=True, prompt=_("(not set)"),
                      id=wid, compact=True)
    if spec.type == "choice":
        options = [(said(spec, c) if spec.words is not None else str(c), c) for c in spec.choices if c != ""]
        shown = value if value in spec.choices and value != "" else Select.NULL
        prompt = _("(default: {value})").format(value=said(spec, spec.default) if spec.words is not None
                                                 else spec.default) if spec.default else _("(not set)")
        return Select(options, value=shown, allow_blank=True, prompt=prompt, id=wid, compact=True)
    if spec.type == "boolean":
        ticked = bool(spec.default) if value is None else bool(value)
        # the box alone: the row's label beside it names it (its own text would say the label twice)
        return Checkbox("", value=ticked, id=wid, compact=True)
    return OrderedInput(shown_text(game, row, value), placeholder=placeholder_text(game, row), id=wid, compact=True)


def placeholder_text(game: str, row: FormField) -> str:
    """What an empty row says it takes; a token row's example in the table's words, as its kept tokens are shown
    («список: топор/щит*, …», not the file's `axe/shield*`)."""
    spec = row.spec
    sample = spec.sample()
    if game == FACES_GAME and row.path[-1] in TOKEN_FIELDS and spec.type == "list" and sample:
        return translate(Message("list: {first}, …", first=faces_in_words(str(sample[0]))))
    return translate(row_placeholder(spec, said))


def starting_entry(kind: CatalogueKind, name: str) -> tuple[dict[str, Any], bool]:
    """What a new entry starts from, and whether it is whole: a blank card with only its name (and the id made
    from it), or, for a kind that cannot be saved without items (a Dice Throne hero's abilities), the template's
    example renamed."""
    assert kind.schema is not None
    needs_items = any(f.required and f.type == "list" and f.schema is not None for f in kind.schema.fields)
    if needs_items:
        example = kind.schema.example()
        if name.strip():
            example["name"] = name.strip()
            example["id"] = id_from_name(name)
        return example, not name.strip()
    blank: dict[str, Any] = {}
    if name.strip():
        blank = {"id": id_from_name(name), "name": name.strip()}
    return blank, False


def _empty(field: Widget) -> bool:
    """Whether a form field holds nothing yet (a tick box always holds a value)."""
    if isinstance(field, Input):
        return not field.value.strip()
    if isinstance(field, Select):
        return field.value is Select.NULL
    return False


class CatalogueEditor(Screen["dict[str, Any] | None"]):
    """Type or edit one catalogue entry of a kind and save it to the user's catalogue."""

    CSS_PATH = "hero_editor.tcss"
    HELP_TITLE = NC_("screen title", "Catalogue form")
    HELP_TEXT = N_("Type the card's values in the form, as printed; the line under the form says what the focused "
                   "field means. Enter (or f2) checks the form; a value the catalogue refuses is shown in red and "
                   "changes nothing. ctrl+s saves the entry to your catalogue; f8 forgets an entry you typed or changed "
                   "(asking first), and a shipped card comes back as it ships. Items of a list (abilities, surges) "
                   "are listed on the left, each with its own form.")
    BINDINGS = [
        Binding("ctrl+s", "save", N_("Save"), id="catalogue_editor.save",
                tooltip=N_("Save the entry to your catalogue, as an import would; new sessions can use it.")),
        Binding("f2", "apply", N_("Check"), id="catalogue_editor.apply",
                tooltip=N_("Check the form's fields and put them into the entry (enter in a field does the same).")),
        Binding("ctrl+n", "add_item", N_("New item"), id="catalogue_editor.add_item",
                tooltip=N_("Add an item to the list chosen on the left (the first list when the details are chosen).")),
        Binding("ctrl+r", "remove", N_("Remove"), id="catalogue_editor.remove",
                tooltip=N_("Remove the chosen item (refused if the entry needs it).")),
        Binding("f8", "forget_entry", N_("Forget entry"), id="catalogue_editor.forget_entry",
                tooltip=N_("Take the chosen entry out of your catalogue (asks first); games already played keep it "
                           "in their logs.")),
        Binding("escape", "back", N_("Back"), id="catalogue_editor.back",
                tooltip=N_("Leave the form (asks first when there are unsaved changes).")),
        # Priority, as in the wizard: the focus moves when the app reads the Tab, so the values typed right after it
        # (a burst from the terminal) go to the field it focused, not to the one focused before.
        Binding("tab", "app.focus_next", NC_("palette", "Focus Next"), id="catalogue_editor.next_field", show=False,
                priority=True),
        Binding("shift+tab", "app.focus_previous", NC_("palette", "Focus Previous"),
                id="catalogue_editor.previous_field", show=False, priority=True),
    ]
    FOOTER_DROPPED_FIRST: tuple[str, ...] = ("forget_entry", "remove", "add_item", "apply")

    def __init__(self, game: str, kind: str, entry_id: str | None = None, *, name: str = "",
                 close_on_save: bool = False) -> None:
        super().__init__()
        self.kind = get_kind(game, kind)
        self._start = entry_id
        self._name = name
        self.close_on_save = close_on_save
        self._entries: dict[str, dict[str, Any]] = {}
        #: The ids of the entries that are the table's own (not shipped, or a shipped one it replaced).
        self._own: frozenset[str] = frozenset()
        entry, whole = starting_entry(self.kind, name)
        #: The new entry starts as a blank card (nothing but the name given), not from a whole example.
        self._blank = set(entry) <= {"id", "name"}
        self.draft = EntryDraft(self.kind, entry, self.item_blanks(), checked=whole)
        self.part = Part()
        self.rows: tuple[FormField, ...] = ()
        #: The cards the rows name by id, said by their printed names (a quest's locations and monster).
        self._card_names = NamedIds({})

    def title_text(self) -> str:
        """The form's title: the kind ('Dungeoneer locations')."""
        return _("New or changed: {kind}").format(kind=translate(as_message(self.kind.label)))

    def item_blanks(self) -> dict[str, dict[str, Any]]:
        """What a new item of each list starts as (default: the schema's example item)."""
        return {}

    def details_label(self) -> str:
        """The parts list's name for the entry's own fields."""
        return _("Details")

    def section_label(self, section: str) -> str:
        """How an item of a list is named in the parts list: the list's label ('Surges')."""
        return label_of(section)

    def compose(self) -> ComposeResult:
        yield Label(self.title_text(), id="editor-title", classes="screen-title", markup=False)
        yield Select([], prompt=_("Start from…"), allow_blank=True, id="hero-choice", compact=True)
        with Horizontal(id="editor-body"):
            with Vertical(id="editor-left"):
                yield OptionList(id="parts")
            with Vertical(id="editor-right"):
                yield Label("", id="part-title")
                # Not a Tab stop of its own: Tab goes from field to field, and the form scrolls to the focused one.
                yield VerticalScroll(id="part-form", can_focus=False)
                yield Button(_("Check (enter)"), id="apply", compact=True)
        yield Static("", id="field-hint", markup=False)
        yield Static("", id="editor-error", classes="error", markup=False)
        yield Footer(compact=True)

    async def on_mount(self) -> None:
        self._entries = self._read_entries()
        choice = self.query_one("#hero-choice", Select)
        choice.set_options(self._entry_options())
        start = self._start if self._start in self._entries else NEW_ENTRY
        with choice.prevent(Select.Changed):
            choice.value = start
        if start != NEW_ENTRY:
            await self._load(start)
        else:
            await self._show(Part())
        self.query_one("#editor-left").display = bool(self.draft.sections())
        fields = list(self.query("#part-form Input, #part-form Select, #part-form Checkbox"))
        if fields:
            (self._first_to_fill(fields) if start == NEW_ENTRY else self._name_field(fields)).focus()

    def _name_field(self, fields: list[Widget]) -> Widget:
        """The name's field, else the form's first."""
        return next((field for field in fields if field.id == "field-name"), fields[0])

    def _first_to_fill(self, fields: list[Widget]) -> Widget:
        """The field a new entry's form opens on: the first the table fills, in the card's order. That is the first
        required row still empty, the id aside (made from the name when left empty): the name on a blank form, the
        row after it when the card tray gave the name. With every required row filled: without a name given, the
        name (a form that starts from a whole example, a Dice Throne hero, whose name the table changes first); with
        one, on a blank card the first empty row (values a card may leave unknown), else the row after the name."""
        by_id = {field.id: field for field in fields}
        rows = [(row, by_id[f"field-{row.key}"]) for row in self.rows
                if row.path != ("id",) and f"field-{row.key}" in by_id]
        for row, field in rows:
            if row.spec.required and _empty(field):
                return field
        name = self._name_field(fields)
        if not self._name:
            return name
        after = fields[fields.index(name) + 1:] or [name]
        return next((field for row, field in rows if self._blank and _empty(field)), after[0])

    # -- reading and showing ---------------------------------------------------------------------

    def _read_entries(self) -> dict[str, dict[str, Any]]:
        """The kind's entries, shipped and the table's own; notes which are the table's own (`_own`)."""
        store = getattr(self.app, "store", None)
        try:
            own = imported_entries(self.kind.game, self.kind.kind, db=store) if store is not None else {}
            self._own = frozenset(own)
            return {**self.kind.shipped(), **own} if store is not None else {}
        except Exception:  # noqa: BLE001 - without the imported ones the shipped entries still load
            self._own = frozenset()
            return dict(self.kind.shipped())

    def _names_of(self, kind: str) -> dict[str, str]:
        """The cards of another kind of the game (shipped and the table's own), each id by its printed name."""
        other = get_kind(self.kind.game, kind)
        store = getattr(self.app, "store", None)
        try:
            entries = {**other.shipped(), **(imported_entries(other.game, other.kind, db=store) if store else {})}
        except Exception:  # noqa: BLE001 - without the imported ones the shipped cards still name theirs
            entries = dict(other.shipped())
        return {entry_id: entry_label(other, entry_id, data) for entry_id, data in entries.items()}

    def _entry_options(self) -> list[tuple[str, str]]:
        """Each entry by its name, the table's own marked as such (typed in a form or in play, or imported)."""
        options = [(_("{name} (your own entry)").format(name=entry_label(self.kind, entry_id, data))
                    if entry_id in self._own else entry_label(self.kind, entry_id, data), entry_id)
                   for entry_id, data in sorted(self._entries.items())]
        return options + [(_("New entry (an empty form)"), NEW_ENTRY)]

    async def _load(self, entry_id: str) -> None:
        if entry_id == NEW_ENTRY:
            entry, whole = starting_entry(self.kind, "")
        else:
            entry, whole = self._entries[entry_id], True
        try:
            self.draft = EntryDraft(self.kind, entry, self.item_blanks(), checked=whole)
        except CatalogueError as error:
            self._show_error(_("That entry cannot be edited: {error}").format(error=translate(error.args[0])))
            return
        self._show_error("")
        self.query_one("#editor-left").display = bool(self.draft.sections())
        await self._show(Part())
        self.refresh_bindings()  # "Forget entry" is there for the table's own entries only

    async def _show(self, part: Part) -> None:
        """List the parts and build the form of one of them."""
        self.part = part
        self._list_parts()
        await self._build_form()
        self._show_title()

    def _part_options(self) -> list[tuple[str, str]]:
        """The parts list as it should read: (option id, label), the details first, then each item of each list."""
        options = [("details", self.details_label())]
        for section in self.draft.sections():
            for index, item in enumerate(self.draft.items(section)):
                label = item.get("name", item.get("id", item.get("text", index + 1)))
                options.append((part_key(Part(section, index)), f"{self.section_label(section)}: {label}"))
        return options

    def _list_parts(self) -> None:
        """Put the parts in the list on the left (left as it is when it already reads so), the chosen one highlighted."""
        parts = self.query_one("#parts", OptionList)
        wanted = self._part_options()
        shown = [(parts.get_option_at_index(i).id, str(parts.get_option_at_index(i).prompt))
                 for i in range(parts.option_count)]
        if shown != wanted:
            parts.set_options([Option(label, id=key) for key, label in wanted])
        index = parts.get_option_index(part_key(self.part))
        if parts.highlighted != index:
            parts.highlighted = index

    def _shown_for_entry(self) -> list[tuple[FormField, Widget, object]]:
        """Each row's widget with what it shows for the entry's value (a choice, a tick, a text)."""
        values = self.draft.part_values(self.part)
        shown: list[tuple[FormField, Widget, object]] = []
        hidden = self._hidden_rows()
        for row in self.rows:
            if row.key in hidden:  # not this kind's row: it keeps what was typed in it, for a change back
                continue
            value = value_at(values, row.path)
            widget = self.query_one(f"#field-{row.key}")
            if isinstance(widget, Select):
                offered = select_values(row.spec)
                shown.append((row, widget, value if value in offered and value != "" else Select.NULL))
            elif isinstance(widget, Checkbox):
                shown.append((row, widget, bool(row.spec.default) if value is None else bool(value)))
            elif isinstance(widget, Input):
                shown.append((row, widget, shown_text(self.kind.game, row, self._card_names.shown(row.spec, value))))
        return shown

    def typed_not_taken(self) -> bool:
        """Whether a row shows something other than the entry holds: typed or chosen, not yet checked into it."""
        return any(getattr(widget, "value", None) != value for _row, widget, value in self._shown_for_entry())

    def _show_values(self) -> None:
        """Put the entry's values into the rows whose widgets show something else (a value the check normalised,
        '03' read as 3); the rows themselves stay, as a part's rows depend only on its schema."""
        for _row, widget, value in self._shown_for_entry():
            if isinstance(widget, Select) and widget.value != value:
                with widget.prevent(Select.Changed):
                    widget.value = value
            elif isinstance(widget, Checkbox) and widget.value != value:
                with widget.prevent(Checkbox.Changed):
                    widget.value = bool(value)
            elif isinstance(widget, Input) and widget.value != value:
                widget.value = str(value)

    async def _build_form(self) -> None:
        form = self.query_one("#part-form", VerticalScroll)
        await form.remove_children()
        schema = self.draft.part_schema(self.part)
        values = self.draft.part_values(self.part)
        self.rows = form_fields(schema)
        self._card_names = NamedIds.for_rows(self.rows, self._names_of)
        widgets: list[Widget] = []
        group: tuple[str, ...] = ()
        for row in self.rows:
            if row.path[:-1] != group:
                group = row.path[:-1]
                if group:
                    widgets.append(Label(group_label(group), classes="field-group", markup=False))
            line = Horizontal(Label(row_label(row), classes="field-label", markup=False),
                              row_widget(self.kind.game, row, self._card_names.shown(row.spec, value_at(values, row.path))),
                              classes="field-row", id=f"row-{row.key}")
            line.tooltip = self._hint(row)
            widgets.append(line)
        await form.mount_all(widgets)
        self._show_rows_of_kind()
        self.query_one("#field-hint", Static).update(self._hint(self.rows[0]) if self.rows else "")

    def _hidden_rows(self) -> frozenset[str]:
        """The rows the chosen values say this entry has not (a talent's cost, a spell's terrain: `Field.only_when`):
        a row is shown while the field it depends on holds one of its values, or nothing yet."""
        if not self.is_mounted:
            return frozenset()
        by_path = {row.path: row for row in self.rows}
        hidden = set()
        for row in self.rows:
            if row.spec.only_when is None:
                continue
            sibling, values = row.spec.only_when
            other = by_path.get((*row.path[:-1], sibling))
            if other is None:
                continue
            chosen = next((widget.value for widget in self.query(f"#field-{other.key}").results(Select)), Select.NULL)
            if chosen is not Select.NULL and chosen not in values:
                hidden.add(row.key)
        return frozenset(hidden)

    def _show_rows_of_kind(self) -> None:
        """Show the rows this entry has and hide the others (their values kept while hidden)."""
        hidden = self._hidden_rows()
        for row in self.rows:
            if row.spec.only_when is not None:
                for line in self.query(f"#row-{row.key}"):
                    line.display = row.key not in hidden

    def _show_title(self) -> None:
        entry = self.draft.entry
        unsaved = " — " + _("unsaved changes") if self.draft.changed else ""
        named = f" — {entry['name']}" if isinstance(entry.get("name"), str) and entry["name"].strip() else ""
        self.query_one("#editor-title", Label).update(self.title_text() + named + unsaved)
        if self.part.section is None:
            where = self.details_label()
        else:
            item = self.draft.items(self.part.section)[self.part.index]
            where = f"{self.section_label(self.part.section)} {self.part.index + 1}: {item.get('name', item.get('id', ''))}"
        self.query_one("#part-title", Label).update(where)

    def _named(self, row: FormField) -> str:
        """A row named whole for the lines under the form: an item's row after the item ('Ability 3 · Damage')."""
        if self.part.section is None:
            return full_label(row.path)
        return f"{self.section_label(self.part.section)} {self.part.index + 1} · {full_label(row.path)}"

    def _hint(self, row: FormField) -> str:
        return _("{field}: {requirement}; {expects}. {doc}").format(
            field=self._named(row), requirement=translate(in_form_words(requirement(row.owner, row.spec, label_of))),
            expects=translate(row.spec.form_expects(said)), doc=translate(as_message(row.spec.doc)))

    def _group_or_last_name(self, path: str) -> str | None:
        """A quoted path that names no row: a group of rows (an ability's condition) said as the group, or a field
        named alone that ends exactly one row's path (a condition's 'symbols', as the condition's refusal lists its
        rows) said by that row's label; None for anything else."""
        group = [row for row in self.rows if row.dotted.startswith(path + ".")]
        if group:
            named = group_label(tuple(path.split(".")))
            return named if self.part.section is None else (
                f"{self.section_label(self.part.section)} {self.part.index + 1} · {named}")
        ending = [row for row in self.rows if row.dotted.endswith("." + path)]
        return row_label(ending[0]) if len(ending) == 1 else None

    def _show_error(self, message: str, field: str | None = None) -> None:
        self.query_one("#editor-error", Static).update(message)
        for line in self.query(".field-row"):
            line.set_class(field is not None and line.id == f"row-{field}", "-invalid")

    def _show_refusal(self, error: DraftError) -> None:
        english = str(error.args[0])
        # a refusal the engine words by what it quotes (a symbol) names its field: a group's first row (a condition's)
        row = row_of_error(self.rows, english) or (row_of_error(self.rows, f"'{error.field}'") if error.field else None)
        key = row.key if row is not None else error.field
        self._show_error(self._in_labels(translate(_in_form_words(error.args[0]))), key)
        # The cursor goes to the row the refusal names, as a form does on a refused submit: the table types the
        # mended value at once instead of hunting for the row marked in red.
        if key is not None:
            for field in self.query(f"#field-{key}"):
                field.focus()
                break

    def _in_labels(self, message: str) -> str:
        """A catalogue message with each field it quotes as a file names it ('abilities[2].damage', or «cost» in
        Russian) said by its label instead ('Ability 2 · Damage'), one value of a row's list by the row's label and the
        value's number ('melee[2]' -> 'Melee' (value 2)); quoted text that names no row of the form stays as
        it is."""
        by_path = {row.dotted: row for row in self.rows}

        def labelled(quoted: re.Match[str]) -> str:
            plain = quoted.group(1)
            path = within_item(plain if plain is not None else quoted.group(2))
            item = list_item(path)
            row = by_path.get(path if item is None else item[0])
            if row is None:
                said = self._group_or_last_name(path)
                if said is None:
                    return quoted.group(0)
                return f"'{said}'" if plain is not None else f"«{said}»"
            named = f"'{self._named(row)}'" if plain is not None else f"«{self._named(row)}»"
            return named if item is None else _("{field} (value {number})").format(field=named, number=item[1])

        # Quoted as the English catalogue quotes a field, or in guillemets as the Russian one does.
        return re.sub(r"'([^'\s]+)'|«([^»\s]+)»", labelled, message)

    # -- events ----------------------------------------------------------------------------------

    @on(DescendantFocus)
    def _focused(self, event: DescendantFocus) -> None:
        widget_id = event.widget.id or ""
        if widget_id.startswith("field-"):
            key = widget_id.removeprefix("field-")
            for row in self.rows:
                if row.key == key:
                    self.query_one("#field-hint", Static).update(self._hint(row))
                    return

    @on(OptionList.OptionSelected, "#parts")
    async def _part_chosen(self, event: OptionList.OptionSelected) -> None:
        if event.option.id and event.option.id != part_key(self.part):
            self._show_error("")
            await self._show(part_of(event.option.id))

    @on(Select.Changed, "#hero-choice")
    async def _entry_chosen(self, event: Select.Changed) -> None:
        if event.value is Select.NULL:
            return
        chosen = str(event.value)
        if not self.draft.changed and not self.typed_not_taken():
            await self._load(chosen)
            return

        async def answered(yes: bool | None) -> None:
            if yes:
                await self._load(chosen)

        self.app.push_screen(ConfirmDialog(_("Discard changes?"), _("The entry you are editing has unsaved changes. "
                                           "Start from another one and lose them?"), confirm_label=_("Discard"),
                                           danger=True), answered)

    @on(Input.Submitted, "#part-form Input")
    @on(Button.Pressed, "#apply")
    async def _submitted(self) -> None:
        await self.action_apply()

    @on(Select.Changed, "#part-form Select")
    @on(Checkbox.Changed, "#part-form Checkbox")
    async def _choice_changed(self) -> None:
        # The rows a kind has follow its choice at once (a talent's level shows, its cost hides).
        self._show_rows_of_kind()
        # A list or a box reports its first value as the form is built: only a real change of a whole entry applies
        # at once (a card being typed is checked on enter, so its empty rows are not refused one by one).
        if not self.draft.valid:
            return
        try:
            values = self.read_form()
        except DraftError:
            return  # a text field holds a bad value; enter (or f2) shows what is wrong
        if values != self.draft.part_values(self.part):
            await self.action_apply()

    # -- actions ---------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Adding and removing items only where the kind has lists of items."""
        if action in ("add_item", "remove", "add_ability", "add_status"):
            return bool(self.draft.sections())
        if action == "forget_entry":
            return self._chosen_own() is not None
        return True

    def keys_to_come(self) -> dict[str, ActiveBinding]:
        """The form's footer keys its state hides now ("Forget entry" until an entry of the table's own is chosen):
        the footer gives them hidden key widgets ahead (`Footer._mount_keys_to_come`), so a save or a choice that
        shows one mounts nothing."""
        return keys_hidden_now(self, self.active_bindings)

    def _chosen_own(self) -> str | None:
        """The entry chosen in "Start from…" when it is the table's own (typed in a form or in play, or imported)."""
        if not self.is_mounted:
            return None
        value = self.query_one("#hero-choice", Select).value
        return str(value) if value is not Select.NULL and str(value) in self._own else None

    def read_form(self) -> dict[str, Any]:
        """The part's values the form holds; DraftError naming the field whose text is not a value.

        An empty id row takes the id made from the name, as a card typed by its name is saved.
        """
        prefix = "" if self.part.section is None else f"{self.part.label()}."
        values: dict[tuple[str, ...], Any] = {}
        hidden = self._hidden_rows()
        for row in self.rows:
            widget = self.query_one(f"#field-{row.key}")
            if row.key in hidden:  # a row this kind of card has not: left out (its value kept for a change back)
                values[row.path] = OMITTED
            elif isinstance(widget, Select):
                values[row.path] = OMITTED if widget.value is Select.NULL else widget.value
            elif isinstance(widget, Checkbox):
                values[row.path] = OMITTED if widget.value == bool(row.spec.default) else widget.value
            elif isinstance(widget, Input):
                typed = widget.value
                if self.kind.game == FACES_GAME and row.path[-1] in TOKEN_FIELDS:  # faces typed as the board says them
                    typed = faces_in_notation(typed)
                typed = self._card_names.typed(row.spec, typed)  # a card named by its printed name: its id
                try:
                    values[row.path] = row_value(row.spec, typed, prefix + row.dotted, said)
                except DraftError as error:
                    raise DraftError(error.args[0], row.key) from None
        name = values.get(("name",))
        if self.part.section is None and isinstance(name, str) and self._id_follows_name(values.get(("id",)), name):
            made = id_from_name(name)
            if made:
                values[("id",)] = made
                self.query_one("#field-id", Input).value = made
        return nest(values)

    def _id_follows_name(self, typed_id: Any, name: str) -> bool:
        """Whether the id row takes the id made from the name: when it is empty, or when it holds the id made from the
        name the entry had before and the name is now another. A saved card renamed in the form is then saved as a
        new card beside it (the next card of a deck typed from the last one), never over it."""
        if typed_id is OMITTED:
            return True
        before = self.draft.entry.get("name")
        return (isinstance(before, str) and before.strip() != name.strip()
                and typed_id == id_from_name(before) != "")

    async def action_apply(self) -> bool:
        """Check the form and put it into the entry; a refusal is shown and changes nothing. True when accepted."""
        if not self._take_form():
            return False
        self._show_taken()
        return True

    def _take_form(self) -> bool:
        """Put the form's values into the entry, or show why not (changing nothing); True when they went in."""
        try:
            self.draft.replace(self.part, self.read_form())
        except DraftError as error:
            self._show_refusal(error)
            return False
        self._show_error("")
        return True

    def _show_taken(self) -> None:
        """Show the entry after the form's values went in, redrawing only what they changed: the rows stay (a part's
        rows depend on its schema alone), a row shows its value as the entry holds it, and the parts list and the
        title are set again only where they read differently."""
        self._list_parts()
        self._show_values()
        self._show_title()

    async def action_add_item(self) -> None:
        """Add an item to the chosen item's list (the first list from the details) and open its form."""
        sections = self.draft.sections()
        if sections:
            await self._add(self.part.section or sections[0])

    async def _add(self, section: str) -> None:
        try:
            part = self.draft.add(section)
        except DraftError as error:
            self._show_refusal(error)
            return
        self._show_error("")
        await self._show(part)

    async def action_remove(self) -> None:
        """Remove the chosen item."""
        try:
            self.draft.remove(self.part)
        except DraftError as error:
            self._show_refusal(error)
            return
        self._show_error("")
        await self._show(Part())

    async def action_save(self) -> None:
        """Check the form, then save the entry to the user's catalogue as an import would. A form that closes on
        saving is not redrawn first: only a refusal, or a form that stays open, shows the entry again."""
        if not self._take_form():
            return
        clean, refusal = self._saved()
        if refusal is None and self.close_on_save:
            self.dismiss(clean)
            return
        self._show_taken()
        if refusal is not None:
            self._show_error(refusal)
            return
        self._entries = self._read_entries()
        choice = self.query_one("#hero-choice", Select)
        with choice.prevent(Select.Changed):
            choice.set_options(self._entry_options())
            choice.value = clean["id"]
        self.refresh_bindings()
        self.notify(_("Saved {name} to your catalogue; new sessions can use it.").format(
            name=clean.get("name", clean["id"])), title=_("Saved"))

    def _saved(self) -> tuple[dict[str, Any], str | None]:
        """Save the entry to the user's catalogue: the entry as stored, and None, or why it could not be saved."""
        if getattr(self.app, "locked", False):  # a phone's player link: the form is refused before this
            return {}, _("A player link cannot save into this machine's catalogue.")
        store = getattr(self.app, "store", None)
        if store is None:
            return {}, _("There is no catalogue to save into.")
        try:
            clean = self.draft.clean()
            save_entries(self.kind.game, self.kind.kind, {clean["id"]: clean}, source="catalogue form", db=store)
        except CatalogueError as error:
            return {}, self._in_labels(translate(_in_form_words(error.args[0])))
        except Exception as error:  # noqa: BLE001 - a store that cannot be written is a message, not a crash
            return {}, _("Could not save: {error}").format(error=error)
        self.draft.changed = False
        return clean, None

    def action_forget_entry(self) -> None:
        """Take the chosen entry of the table's own out of its catalogue, asking first: new games no longer deal it
        or lay it by name (a shipped card it replaced shows again); games already played replay from their logs,
        which keep the card's values. Refused from a phone's player link, as saving is."""
        entry_id = self._chosen_own()
        if entry_id is None:
            return
        name = entry_label(self.kind, entry_id, self._entries[entry_id])
        shipped = entry_id in self.kind.shipped()

        async def answered(yes: bool | None) -> None:
            if yes:
                await self._forget(entry_id, name, shipped)

        self.app.push_screen(ConfirmDialog(
            _("Forget {name}?").format(name=name),
            (_("Take {name} out of your catalogue? The card as it ships comes back; games already played keep "
               "theirs.") if shipped else
             _("Take {name} out of your catalogue? New games will not deal it or lay it by name; games already "
               "played keep it in their logs.")).format(name=name),
            confirm_label=_("Forget"), danger=True), answered)

    async def _forget(self, entry_id: str, name: str, shipped: bool) -> None:
        store = getattr(self.app, "store", None)
        if getattr(self.app, "locked", False) or store is None:  # a phone's player link: the binding is refused first
            self._show_error(_("A player link cannot change this machine's catalogue.") if store is not None
                             else _("There is no catalogue to change."))
            return
        try:
            delete_imported(self.kind.game, self.kind.kind, entry_id, db=store)
        except Exception as error:  # noqa: BLE001 - a store that cannot be written is a message, not a crash
            self._show_error(_("Could not forget {name}: {error}").format(name=name, error=error))
            return
        self._entries = self._read_entries()
        start = entry_id if shipped else NEW_ENTRY
        choice = self.query_one("#hero-choice", Select)
        with choice.prevent(Select.Changed):
            choice.set_options(self._entry_options())
            choice.value = start
        self.draft.changed = False
        await self._load(start)
        self.notify((_("{name} is as it ships again.") if shipped else _("{name} is no longer in your catalogue."))
                    .format(name=name), title=_("Forgotten"))

    def action_back(self) -> None:
        """Leave the form, asking first when there are unsaved changes: checked into the entry, or typed in a row and
        not checked yet."""
        if not self.draft.changed and not self.typed_not_taken():
            self.dismiss(None)
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.dismiss(None)

        self.app.push_screen(ConfirmDialog(_("Leave the form?"), _("The entry has unsaved changes (ctrl+s saves). "
                                           "Leave and lose them?"), confirm_label=_("Leave"), danger=True), answered)


def _in_form_words(said: object) -> object:
    """A refusal as the form says it (an empty row for an unknown value, not a file's null); text as it is."""
    return in_form_words(said) if isinstance(said, Message) else said
