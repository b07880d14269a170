"""Validate a file of URLs, one a line, with Polars, under the five
grammars: an expression that hands ``rfc1738.check`` a whole column at
a time (``map_batches``).

    python examples/polars_check.py FILE

prints ``polars: N lines, rfc1738 valid A, rfc1630 valid B, rfc2396 valid C,
rfc3986 valid D, rfc3987 valid E``, the counts ``rfc1738 --grammar G check FILE`` gives.
"""

import sys

import polars as pl

import rfc1738

# What the expression gives for each line.
VERDICT = pl.Struct(
    {"valid": pl.Boolean, "production": pl.String, "expected": pl.String, "offset": pl.Int64}
)


def verdicts(grammar, **options):
    """The verdict of each URL of a column under ``grammar``: a struct of
    ``valid``, ``production``, ``expected`` and ``offset`` (docs/json.md,
    the ``check`` object)."""

    def batch(urls: pl.Series) -> pl.Series:
        objects = rfc1738.check(urls.to_list(), grammar, **options)
        return pl.Series(
            [
                {
                    "valid": o["valid"],
                    "production": o["production"],
                    "expected": o["error"] and o["error"]["expected"],
                    "offset": o["error"] and o["error"]["offset"],
                }
                for o in objects
            ],
            dtype=VERDICT,
        )

    return pl.col("url").map_batches(batch, return_dtype=VERDICT)


def lines(path):
    """The lines of ``path`` as the command-line tool reads them: split at
    ``\\n``, without a ``\\r`` before it or a byte-order mark at the
    start; a line that is not UTF-8 keeps U+FFFD in place of its bad
    bytes (it is no URL under any grammar either way)."""
    data = open(path, "rb").read()
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    if data.endswith(b"\n"):
        data = data[:-1]
    if not data:
        return []
    return [l[:-1] if l.endswith(b"\r") else l for l in data.split(b"\n")]


def main(path):
    urls = [l.decode("utf-8", "replace") for l in lines(path)]
    df = pl.DataFrame({"url": urls}, schema={"url": pl.String})
    checked = df.select(*(verdicts(g).alias(g) for g in rfc1738.GRAMMARS))
    counts = checked.select(
        *(pl.col(g).struct.field("valid").sum().alias(g) for g in rfc1738.GRAMMARS)
    ).row(0, named=True)
    summary = ", ".join(f"{g} valid {counts[g]}" for g in rfc1738.GRAMMARS)
    print(f"polars: {df.height} lines, {summary}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: polars_check.py FILE")
    main(sys.argv[1])
