"""The examples count what the command-line tool counts: Spark (local
mode, a pandas UDF on rfc1738.check) and Polars (map_batches), on the
committed corpus sample, every file's bytes one after the other."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import GRAMMARS, ROOT, jsonl, sample_files

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


@pytest.fixture(scope="module")
def urls(tmp_path_factory):
    path = tmp_path_factory.mktemp("examples") / "urls.txt"
    path.write_bytes(b"".join(p.read_bytes() for p in sample_files()))
    return path


@pytest.fixture(scope="module")
def expected(cli, urls):
    """``N lines, rfc1738 valid A, rfc1630 valid B, rfc2396 valid C, rfc3986
    valid D, rfc3987 valid E`` as the tool counts them."""
    counts = []
    lines = None
    for g in GRAMMARS:
        objects = jsonl(cli(["--grammar", g, "check", "--format", "jsonl", str(urls)]))
        lines = len(objects) if lines is None else lines
        assert len(objects) == lines
        counts.append(f"{g} valid {sum(o['valid'] for o in objects)}")
    return f"{lines} lines, " + ", ".join(counts)


def run(script, urls):
    done = subprocess.run(
        [sys.executable, str(EXAMPLES / script), str(urls)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_spark_counts_what_the_tool_counts(urls, expected):
    out = run("spark_check.py", urls)
    m = re.search(r"^spark: (.*)$", out, re.M)
    assert m, out
    assert m.group(1) == expected


def test_polars_counts_what_the_tool_counts(urls, expected):
    out = run("polars_check.py", urls)
    assert out.strip() == f"polars: {expected}"
