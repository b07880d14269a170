#!/usr/bin/env python3
"""Self cost of a callgrind profile, summed by function and by source file.

With debug info, callgrind_annotate splits a function into one row per
source file its inlined code came from (`nom/src/internal.rs:<F as
Parser>::process`, `src/scan.rs:<F as Parser>::process`, ...), and names
recursion levels `'2`. This sums the self cost (which is additive) over
those rows: by function (recursion levels merged), and by the source file
of the instructions (which says whose code runs, whatever it was inlined
into). Inclusive costs are not summed: with recursion they overlap.

    callgrind_annotate --auto=no --threshold=100 callgrind.out > self.txt
    python3 bench/callgrind_summary.py self.txt [N]   # from the repository root
"""

import collections
import os
import re
import sys


def main() -> None:
    path = sys.argv[1]
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    total = None
    by_fn: collections.Counter = collections.Counter()
    by_file: collections.Counter = collections.Counter()
    for line in open(path, encoding="utf-8", errors="replace"):
        m = re.match(r"\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)$", line)
        if not m:
            continue
        ir = int(m.group(1).replace(",", ""))
        rest = re.sub(r" \[[^\]]*\]$", "", m.group(2))
        if rest == "PROGRAM TOTALS":
            total = ir
            continue
        file, _, func = rest.partition(":")
        by_fn[re.sub(r"'\d+$", "", func)] += ir
        file = re.sub(r"^.*/registry/src/[^/]+/", "", file)
        file = re.sub(r"^/rustc/[0-9a-f]+/library/", "std: ", file)
        file = file.removeprefix(os.getcwd() + "/")
        file = re.sub(r"^\./string/\.\./sysdeps/x86_64/multiarch/", "glibc: ", file)
        by_file[file] += ir
    total = total or sum(by_fn.values())
    for title, counter in (("function", by_fn), ("source file", by_file)):
        print(f"\nself cost by {title} (of {total:,} Ir)\n")
        for name, ir in counter.most_common(top):
            print(f"{ir:>15,} {100 * ir / total:5.1f}%  {name}")


if __name__ == "__main__":
    main()
