#!/usr/bin/env node
// Node's legacy `url.parse(text)` (deprecated in the docs, still widely
// used), as answers for `rfc1738 diff` (peers/README.md). Valid: it
// returns (it throws for some inputs, an invalid port among them). It
// also throws URIError when the user name or password holds a `%` that
// starts no escape, because it decodes them with decodeURIComponent
// after the split: that is no verdict on the URL's syntax, so the adapter
// parses such an input again with each `%` written `%25` and gives the
// user and password as written (the other parts with `%25` turned back
// into `%`). The
// components as it gives them: `protocol` lower-cased without its `:`,
// `auth` (decoded) split at its first `:`, `hostname` (lower-cased, an
// IPv6 literal without its brackets), `port`, `pathname`, `query` (the
// text after `?`, null without one) and `hash` without its `#`; null when
// absent. Compare with `--ignore-case --ipv6-brackets-optional`.
"use strict";
const path = require("path");
const url = require("url");
const { run } = require(path.join(__dirname, "..", "lib", "peer.js"));

// url.parse prints a deprecation warning on standard error once; the
// adapter says what it runs in peers/README.md instead.
process.removeAllListeners("warning");

// url.parse's answer for `text`, and whether it was parsed again with
// `%` as `%25` (its user name or password could not be decoded).
function parse(text) {
  try {
    return [url.parse(text), false];
  } catch (e) {
    if (!(e instanceof URIError)) throw e;
    return [url.parse(text.replace(/%/g, "%25")), true];
  }
}

const back = (s) => (typeof s === "string" ? s.replace(/%25/g, "%") : s);

run((text) => {
  const [parsed, again] = parse(text);
  const u = again
    ? Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, k === "auth" ? v : back(v)]))
    : parsed;
  const auth = u.auth;
  const colon = auth === null ? -1 : auth.indexOf(":");
  return {
    scheme: u.protocol === null ? null : u.protocol.replace(/:$/, ""),
    user: auth === null ? null : colon < 0 ? auth : auth.slice(0, colon),
    password: auth === null || colon < 0 ? null : auth.slice(colon + 1),
    host: u.hostname,
    port: u.port,
    path: u.pathname,
    query: typeof u.query === "string" ? u.query : null,
    fragment: u.hash === null ? null : u.hash.replace(/^#/, ""),
  };
}, `Node ${process.version}, url.parse()`);
