"""A footer that Textual is taking away (a closed board's, whose screen still hears its bindings refreshed) mounts no
new key; its keys are then not shown in place either.

Seen once under load (a board in Russian with tracemalloc slowing every frame, going home and opening a board again):
`WidgetError: SwitchableFooterKey is not a child of Footer`, raised while the keys were put in order (`_arrange`),
because a key mounted on a footer being removed is never mounted."""

from __future__ import annotations

from companion.services.store import SessionStore
from screens.localized_footer import Footer, SwitchableFooterKey
from tests.support.footer_waits import until_the_footer_fits
from tests.tui.drive import resumed_tally_session, type_command


async def test_a_footer_being_taken_away_mounts_no_key_and_raises_nothing(store: SessionStore) -> None:
    async with resumed_tally_session(store, "Ann", "Bob") as (app, pilot, session):
        await type_command(pilot, "add 3")
        footer = session.query_one(Footer)
        await until_the_footer_fits(pilot, session)
        await footer.query_children(SwitchableFooterKey).first().remove()  # one key too few: a refresh mounts one
        keys_before = list(footer.children)
        footer._composed_for = ()  # the keys shown differ from the bindings: a refresh would show them in place
        footer._pruning = True  # as Textual marks a widget it is removing: such a widget mounts nothing
        try:
            session.refresh_bindings()
            footer.bindings_changed(session)  # heard at once (the footer's immediate subscription)
        finally:
            footer._pruning = False
        assert list(footer.children) == keys_before
