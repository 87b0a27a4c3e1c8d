"""Cold extraction in forked worker processes gives exactly the review a single process gives."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from kg.review import review

REPO = Path(__file__).resolve().parents[1]


def test_workers_give_the_same_review(tmp_path):
    book = tmp_path / "serial"
    subprocess.run([sys.executable, str(REPO / "bench" / "gen_book.py"), "--language", "zh", "--chapters", "40",
                    "--size", "60000", "--out", str(book)], check=True, capture_output=True)
    one = review(book, persist=False, quiet=True, workers=1)
    two = review(book, persist=False, quiet=True, workers=2)
    assert one.extracted == two.extracted == 40
    assert [f.model_dump() for f in one.graph.facts] == [f.model_dump() for f in two.graph.facts]
    assert one.report.model_dump_json() == two.report.model_dump_json()
    # and the cache written by workers is read back the same
    stored = review(book, quiet=True, workers=2)
    again = review(book, quiet=True)
    assert again.extracted == 0 and again.report.model_dump_json() == stored.report.model_dump_json()
    assert stored.report.model_dump_json() == one.report.model_dump_json()
