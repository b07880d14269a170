#!/bin/sh
# Writes the committed sample of the shared corpus (README.md here):
#   sh tests/data/corpus/sample.sh ../shared/corpus tests/data/corpus
# For each file: its first and last line, every k-th line from the first
# (k = ceil(lines / 400); every line of a file of at most 1000 lines),
# the first 5 lines of each kind (the scheme before the first ":", any
# case, or else the first byte), and the first 20 other lines that hold a
# space or a byte outside printable ASCII; in file order, verbatim.
# ada_userbait.txt is left out (its copyright is unknown, README.md).
set -eu
src=$1 out=$2
for f in ada_isaacs_files ada_kasztp ada_node_files cc10k_base cc10k_relative \
    local_usr_files wpt_urltestdata_inputs; do
  n=$(wc -l < "$src/$f.txt")
  LC_ALL=C awk -v n="$n" '
    BEGIN { k = n <= 1000 ? 1 : int((n + 399) / 400) }
    {
      kind = match($0, /^[A-Za-z][A-Za-z0-9+.-]*:/) ? tolower(substr($0, 1, RLENGTH)) : substr($0, 1, 1)
      keep = NR == 1 || NR == n || (NR - 1) % k == 0
      if (!keep && kinds[kind] < 5) keep = 1
      if (!keep && $0 ~ /[^!-~]/ && odd < 20) { keep = 1; odd++ }
      if (keep) { kinds[kind]++; print }
    }
  ' "$src/$f.txt" > "$out/$f.txt"
done
