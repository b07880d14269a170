"""The loop every Python adapter shares: URLs one per line on standard
input, one answer per line on standard output (the answers `rfc1738 diff`
reads, docs/json.md), `--version` for the parser's version.

A line is read as UTF-8 (a sequence that is not UTF-8 becomes U+FFFD),
without its `\\n` and one `\\r` before it. Whatever the parser raises is
its rejection, with the exception's message under `error`.
"""

import json
import sys


def run(answer, version):
    """Answers each line of standard input with `answer(text)`: a dict of
    components (the parser accepts it) or an exception (it does not)."""
    if sys.argv[1:] == ["--version"]:
        print(version)
        return
    out = sys.stdout
    for raw in sys.stdin.buffer:
        if raw.endswith(b"\n"):
            raw = raw[:-1]
        if raw.endswith(b"\r"):
            raw = raw[:-1]
        text = raw.decode("utf-8", errors="replace")
        try:
            line = {"input": text, "valid": True}
            line.update(answer(text))
            line["error"] = None
        except Exception as e:  # the parser's rejection, whatever it raises
            line = {"input": text, "valid": False, "error": f"{type(e).__name__}: {e}"}
        out.write(json.dumps(line, ensure_ascii=False) + "\n")
    out.flush()
