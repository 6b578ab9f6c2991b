"""A hero's own combat tokens are named to the player by the hero's printed name ("Ash's token 1", «жетон 1 героя
Ash»), never by the hero's catalogue id ("ash 1"): on the fight board, and in the refusal of a face the token does not
have. A main villain's own token is named by the enemy, without an English "(villain)". What a save holds (the
tokens' own names, rebuilt from the setup on every replay) is unchanged, and the table types faces as before."""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from rules_engine.errors import CommandError
from rules_engine.runebound3.actions import Adventure, FaceVillain
from rules_engine.runebound3.board import fight_view
from rules_engine.runebound3.combat.actions import Toss
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import Fight, R3State
from screens.runebound3.combat_board import token_label
from tests.runebound3.helpers import challenge, fighting_state


def _fight() -> R3State:
    return RUNEBOUND3.apply(fighting_state(), Adventure(challenge("Wolf", "enemy"))).state


def _shown_names(state: R3State) -> list[str]:
    view = fight_view(state)
    assert view is not None and view.board is not None
    return [token.name for token in view.board.sides[0].tokens + view.board.sides[1].tokens]


def test_the_saved_names_are_the_catalogue_ids_as_before() -> None:
    # What a replay rebuilds from the setup: the hero's id ("hero") and the token's number, as every save so far.
    state = _fight()
    assert [token.name for token in state.hero.sheet.tokens] == ["hero 1", "hero 2"]


@pytest.mark.parametrize(("language", "first", "second"), [
    ("en", "Test Hero's token 1", "Test Hero's token 2"),
    ("ru", "жетон 1 героя Test Hero", "жетон 2 героя Test Hero"),
    ("pl", "żeton 1 bohatera Test Hero", "żeton 2 bohatera Test Hero"),
])
def test_the_fight_board_names_a_heros_tokens_by_the_heros_printed_name(language: str, first: str,
                                                                         second: str) -> None:
    use_language(language)
    names = _shown_names(_fight())
    assert [translate(name) for name in names[:2]] == [first, second]
    assert "Enemy 1" in names  # an enemy's common token keeps the name the table gave it
    view = fight_view(_fight())
    assert view is not None and view.board is not None
    label = token_label(view.board.sides[0].tokens[0])  # before the toss: "1 Test Hero's token 1: to toss"
    assert first in label and "hero 1" not in label


def test_a_main_villains_own_token_is_named_by_the_villain() -> None:
    state = RUNEBOUND3.apply(fighting_state(), FaceVillain("Margath")).state  # the scenario brings it in
    assert isinstance(state.combat, Fight) and state.combat.enemy.name == "Margath"
    names = _shown_names(state)
    assert "Margath's villain token" in names and not any("(villain)" in name for name in names)
    use_language("ru")
    assert "жетон злодея Margath" in [translate(name) for name in names]


#: The refusal of a face Test Hero's second token (bolt/miss) does not have, in each language.
NO_SUCH_FACE = {"en": "Test Hero's token 2 (bolt/miss) has no face 'axe'",
                "ru": "жетон 2 героя Test Hero (вспышка/промах): нет грани «топор»",
                "pl": "żeton 2 bohatera Test Hero (błyskawica/chybienie): brak strony 'topór'"}


@pytest.mark.parametrize("language", sorted(NO_SUCH_FACE))
def test_a_face_the_heros_token_does_not_have_is_refused_naming_the_token_by_the_hero(language: str) -> None:
    with pytest.raises(CommandError) as refused:
        RUNEBOUND3.parse_command(_fight(), "landed axe axe / skull miss skull* wing shield")
    use_language(language)
    said = translate(refused.value.args[0])
    assert said.startswith(NO_SUCH_FACE[language]) and "hero 2" not in said


def test_the_table_types_the_faces_it_sees_as_before() -> None:
    state = _fight()
    toss = RUNEBOUND3.parse_command(state, "landed axe bolt / skull miss skull* wing shield")
    assert toss == Toss(((True, True), (True,) * 5))
