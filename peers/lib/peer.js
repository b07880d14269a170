// The loop the Node adapters share: URLs one per line on standard input
// (UTF-8, without the `\n` and one `\r` before it), one answer per line
// on standard output (the answers `rfc1738 diff` reads, docs/json.md),
// `--version` for the parser's version. Whatever the parser throws is its
// rejection, with the message under `error`.
"use strict";

function run(answer, version) {
  if (process.argv.length === 3 && process.argv[2] === "--version") {
    console.log(version);
    return;
  }
  const chunks = [];
  process.stdin.on("data", (c) => chunks.push(c));
  process.stdin.on("end", () => {
    const text = Buffer.concat(chunks).toString("utf8");
    const lines = text.split("\n");
    if (lines[lines.length - 1] === "") lines.pop();
    const out = [];
    for (let line of lines) {
      if (line.endsWith("\r")) line = line.slice(0, -1);
      let a;
      try {
        a = Object.assign({ input: line, valid: true }, answer(line), { error: null });
      } catch (e) {
        a = { input: line, valid: false, error: String(e && e.message ? e.message : e) };
      }
      out.push(JSON.stringify(a));
    }
    process.stdout.write(out.length ? out.join("\n") + "\n" : "");
  });
}

module.exports = { run };
