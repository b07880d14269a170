#!/usr/bin/env node
// Node's `new URL(text)` (the WHATWG URL Standard), as answers for
// `rfc1738 diff` (peers/README.md). Valid: the constructor returns (it
// throws TypeError otherwise; with no base, a relative reference is
// invalid). The components as the URL object serializes them, which the
// Standard normalizes: the scheme and host lower-cased, a default port
// dropped, dot segments removed, characters percent-encoded. It gives
// "" for a part that is absent and for one that is empty (`username`,
// `password`, `search`, `hash`, `port`, `hostname`): compare with
// `--empty-is-absent --ignore-case`.
"use strict";
const path = require("path");
const { run } = require(path.join(__dirname, "..", "lib", "peer.js"));

run((text) => {
  const u = new URL(text);
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
}, `Node ${process.version}, new URL()`);
