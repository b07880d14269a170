"""Validate a file of URLs, one a line, with Spark, under the five
grammars: a vectorized (pandas, Arrow) UDF built on ``rfc1738.check``.

    python examples/spark_check.py FILE

prints ``spark: N lines, rfc1738 valid A, rfc1630 valid B, rfc2396 valid C,
rfc3986 valid D, rfc3987 valid E``, the counts ``rfc1738 --grammar G check FILE`` gives.
Spark runs here in local mode; on a cluster the same UDF runs on the
executors, which need the package installed (see the README, "Spark on a
cluster").

The lines are read as the command-line tool reads them: split at ``\\n``,
without the ``\\r`` of a ``\\r\\n`` line end, and without a UTF-8
byte-order mark at the start of the file.
"""

import os
import sys

import pandas as pd
from pyspark.sql import SparkSession
from pyspark.sql import functions as F

import rfc1738

# What the UDF gives for each line: the verdict, what the URL is, and
# where and why it is not one (docs/json.md, the `check` object).
VERDICT = "valid boolean, production string, expected string, offset int, message string"


def verdicts(grammar, **options):
    """A Spark UDF: the verdict of each URL under ``grammar``, read by
    ``rfc1738.check`` a whole Arrow batch at a time."""

    @F.pandas_udf(VERDICT)
    def udf(urls: pd.Series) -> pd.DataFrame:
        objects = rfc1738.check(urls.tolist(), grammar, **options)
        return pd.DataFrame(
            {
                "valid": [o["valid"] for o in objects],
                "production": [o["production"] for o in objects],
                "expected": [o["error"] and o["error"]["expected"] for o in objects],
                "offset": [o["error"] and o["error"]["offset"] for o in objects],
                "message": [o["error"] and o["error"]["message"] for o in objects],
            }
        )

    return udf


def lines(spark, path):
    """The lines of ``path`` as a DataFrame with one column, ``url``."""
    df = spark.read.option("lineSep", "\n").text(path)
    url = F.regexp_replace(F.col("value"), "\r$", "")
    # A byte-order mark can only start the first line of the file.
    first = F.monotonically_increasing_id() == 0
    url = F.when(first, F.regexp_replace(url, "^\ufeff", "")).otherwise(url)
    return df.select(url.alias("url"))


def main(path):
    # The Python workers of local mode are this interpreter, which has
    # the package; on a cluster they are the executors' (README).
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    spark = (
        SparkSession.builder.master("local[2]")
        .appName("rfc1738 check")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.execution.arrow.pyspark.enabled", "true")
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")
    try:
        df = lines(spark, path)
        checked = df.select(
            *(verdicts(g)(F.col("url")).alias(g) for g in rfc1738.GRAMMARS)
        )
        row = checked.agg(
            F.count(F.lit(1)).alias("lines"),
            *(F.sum(F.col(f"{g}.valid").cast("long")).alias(g) for g in rfc1738.GRAMMARS),
        ).collect()[0]
        counts = ", ".join(f"{g} valid {row[g] or 0}" for g in rfc1738.GRAMMARS)
        print(f"spark: {row['lines']} lines, {counts}")
    finally:
        spark.stop()


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: spark_check.py FILE")
    main(sys.argv[1])
