"""The package side by side with Python's URL parsers, on the corpora.

    python python/bench.py                 # every corpus, 7 rounds
    python python/bench.py --quick         # 3 rounds
    python python/bench.py kasztp cc10k    # the corpora whose name holds a word
    python python/bench.py --check         # exit 1 unless the three ratios are at most 1

Reads every ``*.txt`` of the corpus folder (``--corpus DIR``; by default
``../shared/corpus`` beside the repository, else the sample committed in
``tests/data/corpus``), one URL a line (decoded as UTF-8, a bad byte
becoming U+FFFD), and times in one process, per line:

- ``rfc1738.is_valid(s)`` against can_ada's ``can_parse(s)`` and
  ada-url's ``check_url(s)``;
- ``rfc1738.parse(s)`` against can_ada's ``parse(s)`` and ada-url's
  ``URL(s)`` (each in a ``try``, an invalid line raising);
- ``rfc1738.check(lines)``, per line, against ``urllib.parse.urlsplit(s)``
  and rfc3986's ``uri_reference(s)``.

Each round runs every call once over the whole corpus, in an order that
turns each round, so that no call always runs first or after the same
one; a call's time is its fastest round (``min``) and its median round,
wall-clock, divided by the number of lines. The ratios are of the
fastest rounds. Prints one Markdown report on standard output.

The parsers read different grammars (can_ada and ada-url the WHATWG URL
Standard, urllib and rfc3986 RFC 3986 loosely or strictly, this package
RFC 1738 by default), so ``accepted`` differs between them.
"""

import argparse
import os
import platform
import statistics
import sys
import time
from importlib import metadata
from pathlib import Path
from urllib.parse import urlsplit

import ada_url
import can_ada
import rfc3986

import rfc1738

ROOT = Path(__file__).resolve().parents[1]


def corpus_dir(given):
    if given:
        return Path(given)
    shared = ROOT.parent / "shared" / "corpus"
    return shared if shared.is_dir() else ROOT / "tests" / "data" / "corpus"


def read(path):
    text = path.read_bytes().decode("utf-8", "replace")
    if text.startswith("\ufeff"):
        text = text[1:]
    return text.splitlines()


# Each call: a name, and a function that makes it once per line of
# `lines` (the loop inside, so that every call pays the same loop).
def is_valid(lines, f=rfc1738.is_valid):
    for s in lines:
        f(s)


def is_valid_2396(lines, f=rfc1738.is_valid):
    for s in lines:
        f(s, "rfc2396")


def can_parse(lines, f=can_ada.can_parse):
    for s in lines:
        f(s)


def check_url(lines, f=ada_url.check_url):
    for s in lines:
        f(s)


def parse(lines, f=rfc1738.parse, error=rfc1738.ParseError):
    for s in lines:
        try:
            f(s)
        except error:
            pass


def can_ada_parse(lines, f=can_ada.parse):
    for s in lines:
        try:
            f(s)
        except ValueError:
            pass


def ada_url_parse(lines, f=ada_url.URL):
    for s in lines:
        try:
            f(s)
        except ValueError:
            pass


def check(lines, f=rfc1738.check):
    f(lines)


def check_2396(lines, f=rfc1738.check):
    f(lines, "rfc2396")


def split(lines, f=urlsplit):
    for s in lines:
        try:
            f(s)
        except ValueError:
            pass


def uri_reference(lines, f=rfc3986.uri_reference):
    for s in lines:
        try:
            f(s)
        except ValueError:
            pass


CALLS = [
    ("rfc1738.is_valid(s)", is_valid),
    ("rfc1738.is_valid(s, 'rfc2396')", is_valid_2396),
    ("can_ada.can_parse(s)", can_parse),
    ("ada_url.check_url(s)", check_url),
    ("rfc1738.parse(s)", parse),
    ("can_ada.parse(s)", can_ada_parse),
    ("ada_url.URL(s)", ada_url_parse),
    ("rfc1738.check(lines), per line", check),
    ("rfc1738.check(lines, 'rfc2396'), per line", check_2396),
    ("urllib.parse.urlsplit(s)", split),
    ("rfc3986.uri_reference(s)", uri_reference),
]

# The three comparisons the package is held to: (ours, theirs).
RATIOS = [
    ("rfc1738.is_valid(s)", "can_ada.can_parse(s)"),
    ("rfc1738.parse(s)", "can_ada.parse(s)"),
    ("rfc1738.check(lines), per line", "urllib.parse.urlsplit(s)"),
]


def accepted(name, lines):
    """How many lines the call accepts."""
    n = 0
    for s in lines:
        try:
            if name.startswith("rfc1738.is_valid(s, "):
                n += rfc1738.is_valid(s, "rfc2396")
            elif name.startswith("rfc1738.is_valid"):
                n += rfc1738.is_valid(s)
            elif name.startswith("can_ada.can_parse"):
                n += can_ada.can_parse(s)
            elif name.startswith("ada_url.check_url"):
                n += bool(ada_url.check_url(s))
            elif name.startswith("rfc1738.parse"):
                rfc1738.parse(s)
                n += 1
            elif name.startswith("can_ada.parse"):
                can_ada.parse(s)
                n += 1
            elif name.startswith("ada_url.URL"):
                ada_url.URL(s)
                n += 1
            elif name.startswith("urllib"):
                urlsplit(s)
                n += 1
            elif name.startswith("rfc3986"):
                n += rfc3986.uri_reference(s).is_valid()
        except ValueError:
            pass
    if name.startswith("rfc1738.check"):
        grammar = "rfc2396" if "rfc2396" in name else "rfc1738"
        n = sum(o["valid"] for o in rfc1738.check(lines, grammar))
    return n


def time_calls(lines, rounds):
    times = {name: [] for name, _ in CALLS}
    for r in range(rounds):
        order = CALLS[r % len(CALLS):] + CALLS[: r % len(CALLS)]
        for name, f in order:
            start = time.perf_counter_ns()
            f(lines)
            times[name].append((time.perf_counter_ns() - start) / len(lines))
    return times


def machine():
    cpu = platform.processor() or platform.machine()
    try:
        for line in open("/proc/cpuinfo", encoding="utf-8"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = ""
    if hasattr(os, "getloadavg"):
        load = ", load average {:.1f} at the start".format(os.getloadavg()[0])
    return f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}{load}"


def version(dist):
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return "?"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("words", nargs="*", help="only the corpora whose file name holds one")
    parser.add_argument("--corpus", help="the folder of *.txt corpora")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--quick", action="store_true", help="3 rounds")
    parser.add_argument("--check", action="store_true",
                        help="exit 1 unless every ratio is at most 1")
    args = parser.parse_args()
    rounds = 3 if args.quick else args.rounds
    folder = corpus_dir(args.corpus)
    files = sorted(p for p in folder.glob("*.txt")
                   if not args.words or any(w in p.name for w in args.words))
    if not files:
        sys.exit(f"bench.py: no corpus in {folder}")

    print("# The Python package side by side\n")
    print(f"- command: `python python/bench.py{' ' + ' '.join(sys.argv[1:]) if sys.argv[1:] else ''}`")
    print(f"- machine: {machine()}")
    print(f"- Python {platform.python_version()} ({platform.python_implementation()}); "
          f"rfc1738 {rfc1738.__version__}, can_ada {version('can_ada')}, "
          f"ada-url {version('ada-url')}, rfc3986 {version('rfc3986')}")
    print(f"- {rounds} rounds, wall-clock; ns per line, the fastest round (and the median)")
    shown = os.path.relpath(folder, ROOT) if folder.is_absolute() else str(folder)
    print(f"- corpora: `{shown}` (from the repository's root)\n")

    summary = []
    for path in files:
        lines = read(path)
        times = time_calls(lines, rounds)
        best = {name: min(t) for name, t in times.items()}
        print(f"## `{path.name}`: {len(lines)} lines\n")
        print("| call | ns/line | (median) | accepted |")
        print("|---|---:|---:|---:|")
        for name, _ in CALLS:
            print(f"| `{name}` | {best[name]:.0f} | {statistics.median(times[name]):.0f} "
                  f"| {accepted(name, lines)} |")
        ratios = [best[a] / best[b] for a, b in RATIOS]
        summary.append((path.name, ratios))
        print()

    print("## The ratios\n")
    print("| corpus | is_valid ÷ can_parse | parse ÷ can_ada.parse | check per line ÷ urlsplit |")
    print("|---|---:|---:|---:|")
    for name, ratios in summary:
        print(f"| `{name}` | " + " | ".join(f"{r:.2f}" for r in ratios) + " |")
    worst = max(r for _, ratios in summary for r in ratios)
    held = worst <= 1
    print(f"\nEvery ratio at most 1: {'yes' if held else 'no'} (the largest {worst:.2f}).")
    if args.check and not held:
        sys.exit(1)


if __name__ == "__main__":
    main()
