#!/usr/bin/env node
// Node's `new URL(text)` (the WHATWG URL Standard), as answers for
// `rfc1738 diff` (peers/README.md). Valid: the constructor returns (it
// throws TypeError otherwise). A reference that does not parse alone is
// parsed again against the base `http://base.invalid/` (the Standard has
// no relative URL without a base), and the answer says so with `"base"`:
// its components are then the reference's own (peers/lib/relative.js).
// The components as the URL object serializes them, which the Standard
// normalizes: the scheme and host lower-cased, a default port dropped,
// dot segments removed, characters percent-encoded. It gives "" for a
// part that is absent and for one that is empty (`username`, `password`,
// `search`, `hash`, `port`, `hostname`): compare with `--empty-is-absent
// --ignore-case`.
"use strict";
const path = require("path");
const { run } = require(path.join(__dirname, "..", "lib", "peer.js"));
const { BASE, own } = require(path.join(__dirname, "..", "lib", "relative.js"));

function parts(u) {
  return {
    scheme: u.protocol.slice(0, -1),
    user: u.username,
    password: u.password,
    host: u.hostname,
    port: u.port,
    path: u.pathname,
    query: u.search.replace(/^\?/, ""),
    fragment: u.hash.replace(/^#/, ""),
  };
}

run((text) => {
  let u;
  try {
    u = new URL(text);
  } catch (alone) {
    try {
      u = new URL(text, BASE);
    } catch (_) {
      throw alone;
    }
    return Object.assign(own(text, parts(u)), { base: BASE });
  }
  return parts(u);
}, `Node ${process.version}, new URL()`);
