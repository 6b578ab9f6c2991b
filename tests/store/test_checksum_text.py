"""The checksums' canonical JSON, written out for speed, is exactly the text `json.dumps` gives."""

from __future__ import annotations

import hashlib
import json
from datetime import datetime, timezone

from hypothesis import given
from hypothesis import strategies as st

from companion.services.store.checksums import canonical_json, log_digest

row_values = st.lists(st.one_of(st.none(), st.booleans(), st.integers(), st.text(), st.floats(allow_nan=False),
                                st.lists(st.integers(), max_size=3)), max_size=9)


@given(row_values)
def test_canonical_json_is_json_dumps(values: list) -> None:
    assert canonical_json(values) == json.dumps(values, ensure_ascii=False, separators=(",", ":"))


def test_canonical_json_of_a_stored_row() -> None:
    row = [12, 3, "action", '{"kind": "roll", "dice": [1, 6]}', '{"message": "Ann rolls “6”\\n"}', False, None,
           "2026-01-02T03:04:05.000678+00:00"]
    assert canonical_json(row) == json.dumps(row, ensure_ascii=False, separators=(",", ":"))


@given(st.integers(1, 10**12), st.integers(1, 10**9), st.sampled_from(["action", "undo", "redo"]),
       st.none() | st.text(), st.none() | st.text(), st.booleans(), st.none() | st.integers(1, 10**9))
def test_a_log_row_checksum_is_the_checksum_of_its_canonical_json(session_id, seq, kind, action, ruling,
                                                                  overridden, target_seq) -> None:
    moment = datetime(2026, 1, 2, 3, 4, 5, 678, tzinfo=timezone.utc)
    text = json.dumps([session_id, seq, kind, action, ruling, overridden, target_seq, moment.isoformat()],
                      ensure_ascii=False, separators=(",", ":"))
    expected = hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]
    assert log_digest(session_id, seq, kind, action, ruling, overridden, target_seq, moment) == expected
