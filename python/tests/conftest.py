"""What the tests share: the repository, the command-line tool they hold
the package to, the committed corpus sample, and docs/json.md's tables.

The tool is the binary ``RFC1738_CLI`` names, or else the one
``cargo build -p rfc1738-cli`` makes in the repository (built here when
it is missing). A test that needs it and cannot have it fails; it is
never skipped.
"""

import json
import os
import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "data" / "corpus"
GRAMMARS = ("rfc1738", "rfc1630", "rfc2396", "rfc3986", "rfc3987")
# Each grammar's own option, as a keyword and as the tool's flag (RFC
# 3987 has none: §2.2 leaves no choice an option would make).
OPTIONS = {
    "rfc1738": ("strict_scheme_case", "--strict-scheme-case"),
    "rfc1630": ("fold_scheme_case", "--fold-scheme-case"),
    "rfc2396": ("empty_relative_path", "--empty-relative-path"),
    "rfc3986": ("zone_ids", "--zone-ids"),
}
# Every grammar with its defaults, and each with its option.
WITH_OPTIONS = [(g, False) for g in GRAMMARS] + [(g, True) for g in GRAMMARS if g in OPTIONS]


def _cli():
    named = os.environ.get("RFC1738_CLI")
    if named:
        path = Path(named)
        if not path.is_file():
            raise RuntimeError(f"RFC1738_CLI names {named}, which is no file")
        return path
    subprocess.run(
        ["cargo", "build", "--quiet", "-p", "rfc1738-cli"],
        cwd=ROOT,
        check=True,
    )
    return ROOT / "target" / "debug" / "rfc1738"


@pytest.fixture(scope="session")
def cli():
    """Runs the command-line tool: ``cli(args, input=None)`` gives its
    standard output (exit status 0 or 1 accepted; 2 fails the test)."""
    binary = _cli()

    def run(args, input=None):
        done = subprocess.run(
            [str(binary), *args],
            input=input,
            capture_output=True,
            cwd=ROOT,
        )
        assert done.returncode in (0, 1), (args, done.stderr.decode(errors="replace"))
        return done.stdout.decode("utf-8")

    return run


def jsonl(text):
    return [json.loads(line) for line in text.splitlines() if line]


def sample_files():
    files = sorted(CORPUS.glob("*.txt"))
    assert files, f"no corpus sample in {CORPUS}"
    return files


def sample_lines(path):
    """The lines of a sample file as the tool reads them: split at
    ``\\n`` (a ``\\r`` before it and a byte-order mark at the start left
    out), each as ``str`` when it is UTF-8 and as ``bytes`` when not."""
    data = path.read_bytes()
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    if data.endswith(b"\n"):
        data = data[:-1]
    lines = []
    for raw in data.split(b"\n"):
        if raw.endswith(b"\r"):
            raw = raw[:-1]
        try:
            lines.append(raw.decode("utf-8"))
        except UnicodeDecodeError:
            lines.append(raw)
    return lines


class Schema:
    """docs/json.md's tables: each object's keys and their types."""

    def __init__(self):
        self.tables = {}
        self.generic = []  # (key, grammars) of the components object
        text = (ROOT / "docs" / "json.md").read_text(encoding="utf-8")
        table = None
        for line in text.splitlines():
            if line.startswith("#"):
                m = re.match(r"### The `([a-z_]+)` object", line)
                table = m.group(1) if m else None
                continue
            if table is None or not line.startswith("| `"):
                continue
            cells = line[2:].split(" | ")
            key = cells[0].strip("`")
            self.tables.setdefault(table, {})[key] = cells[1]
            if table == "components":
                self.generic.append((key, cells[2].split(", ")))
        for name in ("check", "error", "tree", "components", "compat", "verdict",
                     "verdict_error", "difference", "generate", "near_miss"):
            assert name in self.tables, f"docs/json.md has no `{name}` table"

    def components_keys(self, grammar):
        return [k for k, grammars in self.generic if grammar in grammars]

    def check(self, name, value, context, leave_out=()):
        """``value`` is an object of table ``name`` (without the keys
        ``leave_out``), each value of the documented type, recursively."""
        table = {k: t for k, t in self.tables[name].items() if k not in leave_out}
        assert isinstance(value, dict), f"{context}: not an object: {value!r}"
        assert sorted(value) == sorted(table), (
            f"{context}: the keys of a `{name}` object are docs/json.md's: {sorted(value)}"
        )
        for key, ty in table.items():
            self.check_type(ty, value[key], f"{context}.{key}", value)

    def check_type(self, ty, value, context, parent):
        nested = re.search(r"\(([a-z_]+)\)", ty)
        nested = nested.group(1) if nested else None
        if value is None:
            assert "null" in ty, f"{context}: None is not {ty!r}"
        elif isinstance(value, bool):
            assert "boolean" in ty, f"{context}: {value!r} is not {ty!r}"
        elif isinstance(value, int):
            assert "number" in ty and value >= 0, f"{context}: {value!r} is not {ty!r}"
        elif isinstance(value, str):
            assert ty.startswith("string") or "or string" in ty, f"{context}: {value!r} is not {ty!r}"
        elif isinstance(value, list):
            assert ty.startswith("array"), f"{context}: a list is not {ty!r}"
            for k, item in enumerate(value):
                if ty.startswith("array of strings"):
                    assert isinstance(item, str), f"{context}[{k}]: {item!r}"
                else:
                    assert nested, f"{context}: docs/json.md names no item type: {ty}"
                    self.check(nested, item, f"{context}[{k}]")
        elif isinstance(value, dict):
            assert ty.startswith("object"), f"{context}: a dict is not {ty!r}"
            if nested == "components":
                grammar = parent["grammar"]
                assert list(value) == self.components_keys(grammar), f"{context}: {value}"
                for k, v in value.items():
                    self.check_type(self.tables["components"][k], v, f"{context}.{k}", value)
            elif nested == "error":
                self.check("error", value, context, leave_out=("column",))
            else:
                self.check(nested, value, context)
        else:
            raise AssertionError(f"{context}: {value!r} is no JSON value")


@pytest.fixture(scope="session")
def schema():
    return Schema()
