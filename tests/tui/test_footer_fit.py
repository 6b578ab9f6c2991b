"""Every key the footer shows fits the terminal: at 80 columns, after a refusal (Cite and House rule
both show), the least needed keys are left out of the footer, and they still work."""

from __future__ import annotations

from textual.widgets._footer import FooterKey

from companion.services.store import SessionStore
from screens.localized_footer import keys_to_leave_out
from screens.rules_browser import RulesBrowser
from tests.tui.drive import resumed_tally_session, type_command


def test_keys_are_left_out_in_the_given_order_only_until_the_rest_fit() -> None:
    widths = [("undo", 7), ("share", 8), ("rules", 8), ("help", 7)]
    assert keys_to_leave_out(widths, 1, 33, ("share", "rules")) == set()
    assert keys_to_leave_out(widths, 1, 32, ("share", "rules")) == {"share"}
    assert keys_to_leave_out(widths, 1, 24, ("share", "rules")) == {"share"}
    assert keys_to_leave_out(widths, 1, 23, ("share", "rules")) == {"share", "rules"}
    assert keys_to_leave_out(widths, 1, 5, ("share",)) == {"share"}, "only the keys named may be left out"


async def test_at_80_columns_after_a_refusal_every_shown_key_fits(store: SessionStore) -> None:
    async with resumed_tally_session(store, "Ann", "Bob") as (app, pilot, session):
        await type_command(pilot, "add 3")
        await type_command(pilot, "add 2")
        await pilot.press("n")  # the house rule is not taken now: the footer offers it
        await pilot.pause()
        await pilot.pause()
        assert app.size.width == 80
        keys = [key for key in session.query(FooterKey) if key.display]
        palette = [key for key in keys if key.has_class("-command-palette")]
        shown = [key for key in keys if key not in palette]
        descriptions = [key.description for key in shown]
        assert "Cite" in descriptions and "House rule" in descriptions
        assert {"Undo", "Dice", "Help"} <= set(descriptions)
        right = palette[0].region.x if palette else 80
        for key in shown:
            assert key.region.width and key.region.right <= right, f"{key.description!r} runs under {right}"
        for one, other in zip(shown, shown[1:]):
            assert one.region.right <= other.region.x, f"{one.description!r} and {other.description!r} overlap"
        # A key left out of the footer still works.
        assert "Rules" not in descriptions
        await pilot.press("ctrl+b")
        await pilot.pause()
        assert isinstance(app.screen, RulesBrowser)
