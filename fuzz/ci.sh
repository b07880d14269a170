#!/usr/bin/env bash
# The fuzz step of CI (called by .ci/run). Needs only the stable toolchain:
# the targets are built with `-s none` (no sanitizer, which needs nightly).
#
# For each target: replay the committed corpus fuzz/corpus/<target>
# (-runs=0: every input once), then fuzz for FUZZ_SECONDS (default 12;
# 10 targets x 12 s = 120 s of fuzzing in all) with the dictionary. New
# inputs go to a scratch directory, so the clone is left unchanged except
# for fuzz/target and, on a crash, fuzz/artifacts (both gitignored).
# Any crash, panic, timeout or leak makes libFuzzer, and so this script,
# exit non-zero; the crashing input is printed in hex.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TERM_COLOR=never
seconds="${FUZZ_SECONDS:-12}"
targets=(parse production roundtrip differential rfc1630 rfc2396 rfc2396_differential compare rfc3986 rfc3986_differential rfc3987)

step() { printf '\n==> %s\n' "$*"; }

if ! cargo fuzz --version >/dev/null 2>&1; then
  step "cargo install cargo-fuzz --locked"
  cargo install cargo-fuzz --locked
fi
cargo fuzz --version
rustc --version

step "cargo fuzz build -s none"
cargo fuzz build -s none

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
dict="$PWD/fuzz/url.dict"

# Runs one libFuzzer invocation; on failure shows the panic, the log's
# end and the crashing input.
run() {
  local target="$1"
  shift
  if ! cargo fuzz run -s none "$target" "$@" >"$scratch/$target.log" 2>&1; then
    grep -E -A 2 'panicked at|ERROR: libFuzzer|SUMMARY' "$scratch/$target.log" || true
    printf -- '--- end of the log:\n'
    tail -n 30 "$scratch/$target.log"
    local f
    for f in $(sed -n 's/.*Test unit written to //p' "$scratch/$target.log"); do
      printf '\nthe input (%s):\n' "$f"
      od -A d -c "$f" | head -n 20
    done
    printf '\nFAILED: fuzz target %s\n' "$target"
    exit 1
  fi
  grep -E '^(#[0-9]+[[:space:]]+DONE|Done [0-9]+ runs)' "$scratch/$target.log" || true
}

for t in "${targets[@]}"; do
  step "$t: replay fuzz/corpus/$t ($(ls "fuzz/corpus/$t" | wc -l) inputs)"
  run "$t" "fuzz/corpus/$t" -- -runs=0 -dict="$dict"

  step "$t: fuzz ${seconds}s"
  mkdir -p "$scratch/corpus-$t"
  run "$t" "$scratch/corpus-$t" "fuzz/corpus/$t" -- \
    -max_total_time="$seconds" -timeout=10 -dict="$dict"
done

step "fuzz: no crash in ${#targets[@]} targets"
