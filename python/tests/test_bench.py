"""The benchmark script runs: one round over the committed corpus
sample, every call of its table (the timings of a shared machine are no
test; python/README.md shows a run)."""

import subprocess
import sys
from pathlib import Path

from conftest import CORPUS

BENCH = Path(__file__).resolve().parents[1] / "bench.py"


def test_the_benchmark_prints_its_tables():
    done = subprocess.run(
        [sys.executable, str(BENCH), "--rounds", "1", "--corpus", str(CORPUS), "wpt", "kasztp"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    for call in ("rfc1738.is_valid(s)", "can_ada.can_parse(s)", "ada_url.check_url(s)",
                 "rfc1738.parse(s)", "can_ada.parse(s)", "ada_url.URL(s)",
                 "rfc1738.check(lines), per line", "urllib.parse.urlsplit(s)",
                 "rfc3986.uri_reference(s)"):
        assert f"| `{call}` |" in out, call
    assert "## `wpt_urltestdata_inputs.txt`" in out
    assert "## `ada_kasztp.txt`" in out
    assert "| corpus | is_valid ÷ can_parse | parse ÷ can_ada.parse | check per line ÷ urlsplit |" in out
    assert "Every ratio at most 1:" in out
