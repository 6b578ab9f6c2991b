"""The spectator page: one column for a phone, large numbers, the decision on top, live updates.

Every text the players typed or the engine wrote is HTML-escaped; the page carries no script but
the small one that follows the server's event stream and swaps in the new board. The page never
offers a control: a spectator can only watch. It speaks the interface's language of the app that
serves it (`<html lang>` says which), as the table sees it; docs/architecture.md, "Languages".
"""

from __future__ import annotations

import json
from html import escape

from companion.services.i18n import _, current_language
from companion.services.sharing.spectator_view import SpectatorView

PAGE_STYLE = """
:root { color-scheme: light dark; --fg: #e8eef2; --bg: #10181d; --muted: #9fb0ba; --accent: #f0b429;
        --ok: #6fcf97; --no: #ff8a80; --card: #18242b; }
@media (prefers-color-scheme: light) { :root { --fg: #14202a; --bg: #f6f8fa; --muted: #4a5a66;
        --accent: #9a6700; --ok: #1a7f37; --no: #b3261e; --card: #ffffff; } }
* { box-sizing: border-box; }
body { margin: 0; padding: 12px; font: 18px/1.4 system-ui, sans-serif; color: var(--fg);
       background: var(--bg); max-width: 720px; margin-inline: auto; overflow-wrap: anywhere; }
h1 { font-size: 1.1rem; margin: 0 0 4px; color: var(--muted); font-weight: 600; }
.waiting { font-size: 1.35rem; font-weight: 700; margin: 6px 0 12px; }
.card { background: var(--card); border-radius: 10px; padding: 10px 12px; margin: 10px 0; }
.seat.active { outline: 3px solid var(--accent); }
h2 { font-size: 1.2rem; margin: 0 0 6px; }
.stats { display: flex; flex-wrap: wrap; gap: 6px 16px; margin: 0; }
.stats div { min-width: 5.5em; }
.stats dt { font-size: .8rem; color: var(--muted); }
.stats dd { margin: 0; font-size: 1.6rem; font-weight: 700; }
.stats dd.long { font-size: 1.1rem; }
.verdict { font-weight: 700; }
.verdict.Allowed { color: var(--ok); } .verdict.Refused { color: var(--no); }
.verdict.House { color: var(--accent); }
ul { margin: 4px 0; padding-left: 1.1em; }
.refs li, .recent li { color: var(--muted); font-size: .95rem; }
.status { font-size: .8rem; color: var(--muted); }
"""

PAGE_SCRIPT = """
const events = new EventSource(location.pathname.replace(/\\/$/, '') + '/events');
const state = document.getElementById('link');
events.onmessage = (message) => {
  document.getElementById('board').innerHTML = message.data;
  state.textContent = LIVE;
};
events.onerror = () => {
  state.textContent = LOST;
};
"""


def page_script() -> str:
    """The live-update script with its two status words in the interface's language (as JSON string literals)."""
    words = {"LIVE": _("live"),
             "LOST": _("connection lost: reconnecting… (if this stays, the link was revoked or sharing stopped)")}
    # JSON escapes quotes; "</" is escaped too so no text can close the script element.
    constants = "".join(f"const {name} = {_script_string(text)};\n" for name, text in words.items())
    return constants + PAGE_SCRIPT


def _script_string(text: str) -> str:
    return json.dumps(text, ensure_ascii=False).replace("</", "<\\/")


def page_language() -> str:
    """The `<html lang>` of the page: the interface's language code."""
    return escape(current_language())


def render_page(view: SpectatorView) -> str:
    """The whole spectator page for `view`, with the script that keeps it live."""
    title = escape(_("{session}: Table Companion").format(session=view.session))
    watching, connecting = escape(_("Watching (read-only)")), escape(_("connecting…"))
    return (
        f"<!DOCTYPE html>\n<html lang=\"{page_language()}\"><head><meta charset=\"utf-8\">"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        "<meta name=\"referrer\" content=\"no-referrer\">"
        f"<title>{title}</title>"
        f"<style>{PAGE_STYLE}</style></head>"
        f"<body><main id=\"board\">{render_board(view)}</main>"
        f"<p class=\"status\">{watching} · <span id=\"link\">{connecting}</span></p>"
        f"<script>{page_script()}</script></body></html>\n"
    )


def render_board(view: SpectatorView) -> str:
    """The part of the page that each update replaces."""
    parts = [f"<h1>{escape(view.game)} · {escape(view.session)}</h1>"]
    if view.finished:
        over = escape(_("Game over: {result}").format(result=view.result))
        parts.append(f"<p class=\"waiting\">{over}</p>")
    else:
        parts.append(f"<p class=\"waiting\" id=\"waiting\">{escape(view.waiting_for)}</p>")
    parts.append(f"<p class=\"status\">{escape(view.turn)} · {escape(view.phase)}</p>")
    for seat in view.seats:
        active = " active" if seat.active else ""
        marker = " " + _("(acting)") if seat.active else ""
        stats = "".join(f"<div><dt>{escape(label)}</dt><dd{_size(value)}>{escape(value)}</dd></div>"
                        for label, value in seat.stats)
        notes = "".join(f"<li>{escape(note)}</li>" for note in seat.notes)
        parts.append(f"<section class=\"card seat{active}\"><h2>{escape(seat.name)}{escape(marker)}</h2>"
                     f"<dl class=\"stats\">{stats}</dl>{f'<ul>{notes}</ul>' if notes else ''}</section>")
    for title, lines in view.sections:
        items = "".join(f"<li>{escape(line)}</li>" for line in lines)
        parts.append(f"<section class=\"card\"><h2>{escape(title)}</h2><ul>{items}</ul></section>")
    if view.ruling is not None:
        ruling = view.ruling
        heading, verdict = escape(_("Last ruling")), escape(_(ruling.verdict))
        effects = "".join(f"<li>{escape(effect)}</li>" for effect in ruling.effects)
        refs = "".join(f"<li>{escape(reference)}</li>" for reference in ruling.references)
        verdict_class = ruling.verdict.split()[0]
        parts.append(
            f"<section class=\"card\" id=\"ruling\"><h2>{heading}</h2>"
            f"<p><span class=\"verdict {verdict_class}\">{verdict}:</span> {escape(ruling.message)}</p>"
            f"{f'<ul>{effects}</ul>' if effects else ''}{f'<ul class=refs>{refs}</ul>' if refs else ''}</section>")
    if view.recent:
        items = "".join(f"<li>{escape(line)}</li>" for line in view.recent)
        log = escape(_("Log (newest first)"))
        parts.append(f"<section class=\"card\"><h2>{log}</h2>"
                     f"<ul class=\"recent\">{items}</ul></section>")
    return "".join(parts)


#: A value longer than this is a phrase, not a number: shown smaller so it does not fill the phone.
LARGE_VALUE_CHARS = 9


def _size(value: str) -> str:
    return ' class="long"' if len(value) > LARGE_VALUE_CHARS else ""


def render_refusal() -> str:
    """The page a request without a valid token gets: nothing of the game."""
    title = escape(_("Not shared"))
    text = escape(_("This link is not valid (it may have been revoked). Ask the table for a new one."))
    return (f"<!DOCTYPE html>\n<html lang=\"{page_language()}\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>{title}</title></head><body>"
            f"<p>{text}</p>"
            "</body></html>\n")
