"""Runebound 3rd edition panels drawn from the board's typed view data: the time track and each hero.

Every name a user typed (players, heroes, items, skills) goes into rich `Text` as plain text, never
parsed as markup. A colour is never shown alone: each trophy colour has its word and its symbol.
Colours come from the theme through component classes styled in runebound3.tcss.
"""

from __future__ import annotations

from collections.abc import Mapping

from rich.style import Style
from rich.text import Text

from companion.services.i18n import _, translate
from rules_engine.runebound3.board import HeroPanel, MarketView, TimeTrack
from rules_engine.runebound3.words import terrain_words, word
from screens.clickable_lines import claim_lines

#: The symbol printed beside each challenge colour's word (a colour is never the only sign).
COLOUR_MARKS = {"green": "♣", "orange": "▲", "purple": "◆", "grey": "○"}

#: The component classes the panels use, one per challenge colour plus the active hero's mark.
STYLE_ROLES = ("green", "orange", "purple", "active", "muted", "warn")

Styles = Mapping[str, Style]


def role_style(styles: Styles, role: str) -> Style | str:
    """The theme's style for a role, or no style when none is given (plain tests)."""
    return styles.get(role, "")


def colour_word(colour: str) -> str:
    """A challenge colour as its symbol and word (`♣ green`)."""
    return f"{COLOUR_MARKS.get(colour, '?')} {translate(word(colour))}"


def track_line(time: TimeTrack) -> str:
    """The track drawn as one line of spaces: the token ■, refreshes R, story spaces S, the rest ·."""
    cells = []
    for space in range(time.length + 1):
        if space == time.position:
            cells.append("■")
        elif space == time.next_refresh:
            cells.append("R")
        elif space == time.next_story:
            cells.append("S")
        else:
            cells.append("·")
    return "".join(cells)


def time_text(time: TimeTrack, styles: Styles | None = None) -> Text:
    """The time track: act, the token's space, the next refresh and story spaces (or that none is left)."""
    styles = styles or {}
    text = Text()
    text.append(_("Act {act}").format(act=time.act), style="bold")
    text.append(" · " + _("time token on space {position} of {length}").format(
        position=time.position, length=time.length) + "\n")
    text.append(track_line(time), style=role_style(styles, "active"))
    text.append("\n" + _("next refresh:") + " ", style=role_style(styles, "muted"))
    text.append(_("space {next_refresh}").format(
        next_refresh=time.next_refresh) if time.next_refresh else _("none left this act"))
    text.append(" · " + _("next story:") + " ", style=role_style(styles, "muted"))
    text.append(_("space {next_story}").format(next_story=time.next_story) if time.next_story else _("none left"))
    text.append(" · " + _("story cards drawn {story_cards_drawn}/10").format(
        story_cards_drawn=time.story_cards_drawn), style=role_style(styles, "muted"))
    return text


def _trophies(hero: HeroPanel, styles: Styles) -> Text:
    text = Text()
    for index, (colour, count) in enumerate(hero.trophies):
        if index:
            text.append("  ")
        text.append(f"{colour_word(colour)} {count}", style=role_style(styles, colour))
    return text


def _skills(hero: HeroPanel) -> str:
    limits = dict(hero.skill_limits)
    parts = []
    for attribute, names in hero.skills:
        listed = f": {', '.join(names)}" if names else ""
        parts.append(f"{translate(word(attribute))} {len(names)}/{limits.get(attribute, 0)}{listed}")
    return " · ".join(parts)


def _items(hero: HeroPanel) -> str:
    held = [f"{translate(word(kind))} {name}" for kind, name in hero.items if name]
    free = [translate(word(kind)) for kind, name in hero.items if not name]
    text = "; ".join(held) if held else _("none")
    return text + (" " + _("(free: {names})").format(names=', '.join(free)) if held and free else "")


def hero_text(hero: HeroPanel, seat: int, styles: Styles | None = None) -> Text:
    """One hero's panel: health, gold, hand, actions left, trophies by colour, skills by attribute, items."""
    styles = styles or {}
    text = Text()
    text.append(f"{'▶ ' if hero.active else '  '}[{seat + 1}] ", style="bold")
    text.append(hero.player, style=role_style(styles, "active") if hero.active else "bold")
    text.append(f" · {hero.hero} · {hero.space} ({translate(word(hero.space_kind))})\n")
    hurt = hero.health < hero.max_health
    text.append(_("health {health}/{max_health}").format(
        health=hero.health, max_health=hero.max_health), style=role_style(styles, "warn") if hurt else "")
    text.append("  " + _("gold {gold}  hand {hand}/{hand_size}").format(
        gold=hero.gold, hand=hero.hand, hand_size=hero.hand_size))
    if hero.active:
        text.append("  " + _("actions left {actions_left}/3").format(actions_left=hero.actions_left), style="bold")
    if hero.delayed:
        text.append("  " + _("DELAYED (stand first)"), style="bold")
    if hero.defeated:
        text.append("  " + _("DEFEATED (rest until healed)"), style="bold")
    text.append("\n" + _("trophies") + " ", style=role_style(styles, "muted"))
    text.append_text(_trophies(hero, styles))
    text.append("\n" + _("skills") + " ", style=role_style(styles, "muted"))
    text.append(_skills(hero))
    text.append("\n" + _("items") + " ", style=role_style(styles, "muted"))
    text.append(_items(hero))
    for quest in hero.quests:
        text.append("\n" + _("quest") + " ", style=role_style(styles, "muted"))
        text.append(translate(quest))
    if hero.setup:
        text.append("\n" + _("setup (the table carries it out)") + " ", style=role_style(styles, "muted"))
        text.append(hero.setup)
    return text


def heroes_text(heroes: tuple[HeroPanel, ...], styles: Styles | None = None, *, selected: int | None = None,
                rows: list[str | None] | None = None, active_first: bool = False) -> Text:
    """Every hero's panel, the active one marked ▶, the `selected` one '◆ selected'.

    `rows`, when given, receives the seat (as a string) each source line shows, for clicks. With
    `active_first` (a short board) the acting hero's panel comes first, the others after it in seat order.
    """
    order = list(range(len(heroes)))
    if active_first:
        order.sort(key=lambda seat: not heroes[seat].active)
    text = Text()
    for index, seat in enumerate(order):
        hero = heroes[seat]
        if index:
            text.append("\n")
        start = text.plain.count("\n")
        panel = hero_text(hero, seat, styles)
        if seat == selected:
            panel = _mark_selected(panel)
        text.append_text(panel)
        if rows is not None:
            claim_lines(rows, text, start, str(seat))
    return text


def _mark_selected(panel: Text) -> Text:
    """The hero's panel with '◆ selected' at the end of its first line."""
    end = panel.plain.find("\n")
    end = len(panel.plain) if end < 0 else end
    marked = panel[:end]
    marked.append("  " + _("◆ selected"), style="italic")
    marked.append_text(panel[end:])
    return marked


def markets_text(markets: tuple[MarketView, ...], tokens: tuple[tuple[str, str, bool], ...],
                 styles: Styles | None = None, *, move_dice: tuple[tuple[str, bool], ...] = (),
                 trading_in: str = "", options: tuple[str, ...] = (), story_quests: tuple[str, ...] = ()) -> Text:
    """The challenge tokens on the board (up or used), then the four city markets (item, type, cost).

    What the decision now needs comes first, since a short board (80x24) shows the panel's top: a drawn event's two
    `options`, one a row as `choose N` takes them (the status row, cut at 80 columns, showed half the first); a move's
    dice, one a row and numbered as `step DIE` takes them (the status row, cut there, showed two of four); the market
    being traded in (`trading_in`: buy or discard one of its items; fourth in the list, it was below the panel's
    rows); the story quests waiting in the quest zone, one a row; then the tokens, which an adventure's choice
    depends on.
    """
    styles = styles or {}
    text = Text()
    if options:
        text.append(_("Choose one"), style="bold")
        for n, words in enumerate(options, start=1):
            text.append("\n" + _("choose {n}: {words}").format(n=n, words=translate(words)))
        text.append("\n")
    if move_dice:
        text.append(_("Move dice"), style="bold")
        for n, (face, spent) in enumerate(move_dice, start=1):
            said = translate(terrain_words(tuple(face.split("+"))))  # «лес+холмы» at a Russian table
            text.append(f"\n{n}: {said}", style=role_style(styles, "muted") if spent else "")
            text.append(" " + _("(spent)") if spent else "", style=role_style(styles, "muted"))
        text.append("\n")
    trading = [market for market in markets if market.city == trading_in]
    if trading:
        _market_lines(text, trading, _("Trading: buy one or discard one"))
        text.append("\n")
    if story_quests:
        text.append(_("Story quests"), style="bold")
        for quest in story_quests:
            text.append("\n" + translate(quest))
        text.append("\n")
    text.append(_("Challenge tokens"), style="bold")
    for space, colour, face_up in tokens:
        text.append(f"\n{space}: ")
        text.append(colour_word(colour), style=role_style(styles, colour))
        text.append("" if face_up else " " + _("(used)"), style=role_style(styles, "muted"))
    text.append("\n")
    _market_lines(text, [market for market in markets if market not in trading], _("Markets"))
    return text


def _market_lines(text: Text, markets: list[MarketView], heading: str) -> None:
    """A heading, then each market on its own line: the city, then its items with their type and cost."""
    text.append(heading, style="bold")
    for market in markets:
        text.append(f"\n{market.city}: ", style="bold")
        text.append("; ".join(_("{name} ({kind}, {cost} gold)").format(name=name, kind=translate(word(kind)), cost=cost)
                              for name, kind, cost in market.items) or _("empty"))




__all__ = ["COLOUR_MARKS", "STYLE_ROLES", "colour_word", "hero_text", "heroes_text", "markets_text", "role_style", "time_text",
           "track_line"]
