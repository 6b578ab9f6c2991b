"""How much English a saved log still reads back with, in Russian and in Polish.

Random play over every offered action of every game (the engines benchmark's walk, as
`tests/i18n/test_engine_words_are_messages.py` plays it) and the golden games give the sentences a saved log keeps (a
ruling's English text, its effects, a refusal's); each distinct one is read back as `companion sessions show` reads it
(`stored_text.read_stored`) and its English words are counted: in Russian every Latin word of three letters or more,
in Polish every word of the English catalogue that no Polish entry uses. Names the table typed stay Latin in both and
count the same before and after a change, so two runs are compared sentence by sentence.

    python -m scripts.read_back_english --actions 1500 --out /tmp/after.json
    python -m scripts.read_back_english --compare /tmp/before.json /tmp/after.json
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*[A-Za-z]")
GOLDEN_GAMES = Path(__file__).resolve().parent.parent / "tests" / "golden" / "games"


def walk_sentences(actions: int) -> Iterator[tuple[str, str]]:
    """(game label, English text) of every ruling, effect and refusal of `actions` random actions of each game."""
    from tests.support.game_openings import openings, said_in_random_play

    for setup in openings().values():
        for said in said_in_random_play(setup, actions):
            if said is not None:
                yield setup.label, str(said)


def golden_sentences() -> Iterator[tuple[str, str]]:
    """(golden game, English text) of every ruling and effect its saved log keeps."""
    from companion.services.store import SessionStore
    from tests.support.saved_games import save_golden_game

    folder = Path(tempfile.mkdtemp(prefix="read_back_"))
    store = SessionStore.open(f"sqlite:///{folder / 'sessions.db'}")
    try:
        for path in sorted(GOLDEN_GAMES.glob("*.jsonl")):
            for entry in save_golden_game(store, path.stem).entries:
                if entry.ruling is not None:
                    yield path.stem, str(entry.ruling.message)
                    for effect in entry.ruling.effects:
                        yield path.stem, str(effect)
    finally:
        store.close()
        shutil.rmtree(folder)


def polish_foreign_words() -> set[str]:
    """Words of the English catalogue (message ids) that no Polish translation uses."""
    from babel.messages.pofile import read_po

    from companion.services.i18n.catalogues import LOCALE_DIR

    def words(texts: Iterator[str]) -> set[str]:
        return {word.lower() for text in texts for word in LATIN_WORD.findall(text)}

    with (LOCALE_DIR / "pl" / "LC_MESSAGES" / "companion.po").open("rb") as source:
        catalogue = read_po(source)
    english = words(str(part) for message in catalogue if message.id
                    for part in (message.id if isinstance(message.id, tuple) else (message.id,)))
    polish = words(str(part) for message in catalogue if message.string
                   for part in (message.string if isinstance(message.string, tuple) else (message.string,)))
    return english - polish


def english_words(text: str, language: str, foreign: set[str]) -> int:
    """English words left in a sentence read back in `language`."""
    found = [word for word in LATIN_WORD.findall(text) if len(word) >= 3]
    if language == "ru":
        return len(found)
    return sum(word.lower() in foreign for word in found)


def measure(actions: int) -> dict[str, dict[str, list[object]]]:
    """Each distinct sentence, by language: [its source, the sentence read back, English words left]."""
    from companion.services.i18n import use_language
    from companion.services.i18n.translation import translate

    sentences: dict[str, str] = {}
    for source, text in (*golden_sentences(), *walk_sentences(actions)):
        sentences.setdefault(text, source)
    foreign = polish_foreign_words()
    result: dict[str, dict[str, list[object]]] = {}
    for language in ("ru", "pl"):
        use_language(language)
        read = {text: translate(text) for text in sentences}
        result[language] = {text: [sentences[text], read[text], english_words(read[text], language, foreign)]
                            for text in sentences}
    use_language("en")
    return result


def compare(before_path: Path, after_path: Path, shown: int) -> None:
    """Sentences read with fewer and with more English words, per language, and the totals."""
    before = json.loads(before_path.read_text())
    after = json.loads(after_path.read_text())
    for language in ("ru", "pl"):
        common = set(before[language]) & set(after[language])
        fewer = sorted(text for text in common if after[language][text][2] < before[language][text][2])
        more = sorted(text for text in common if after[language][text][2] > before[language][text][2])
        total_before = sum(before[language][text][2] for text in common)
        total_after = sum(after[language][text][2] for text in common)
        print(f"{language}: {len(common)} distinct sentences; English words {total_before} -> {total_after}; "
              f"{len(fewer)} read with fewer, {len(more)} with more")
        for text in more[:shown]:
            print(f"  MORE {before[language][text][1]!r} -> {after[language][text][1]!r}")
        for text in fewer[:shown]:
            print(f"  fewer {before[language][text][1]!r} -> {after[language][text][1]!r}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=1500, help="random actions of each game")
    parser.add_argument("--out", type=Path, help="write each sentence, read back, to this JSON file")
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("BEFORE", "AFTER"))
    parser.add_argument("--show", type=int, default=40, help="sentences listed per kind")
    args = parser.parse_args(argv)
    if args.compare:
        compare(*args.compare, shown=args.show)
        return 0
    result = measure(args.actions)
    if args.out:
        args.out.write_text(json.dumps(result, ensure_ascii=False, indent=0))
    for language, sentences in result.items():
        left = [values for values in sentences.values() if int(str(values[2]))]
        print(f"{language}: {len(sentences)} distinct sentences, {len(left)} with English words, "
              f"{sum(int(str(values[2])) for values in left)} words in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
