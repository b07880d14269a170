// What a WHATWG parser's answer for a relative reference parsed against
// the base `http://base.invalid/` says of the reference itself: no
// scheme (the base's); the user, password, host and port only when the
// reference has an authority (`//`, or `\\` and the mixed forms, which
// the Standard reads as `//` in an http URL), else none (the base's);
// the path without the base's `/` when the reference's path is relative
// (`a/b` resolves to `/a/b`), empty when the reference has none (`?q`,
// `#f`, ``); the query and fragment as resolved (the base has neither).
"use strict";

const BASE = "http://base.invalid/";

function own(text, p) {
  const t = text.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");
  const authority = /^[/\\][/\\]/.test(t);
  const noPath = t === "" || t.startsWith("?") || t.startsWith("#");
  const absolutePath = /^[/\\]/.test(t);
  let pathname = p.path;
  if (noPath) pathname = "";
  else if (!absolutePath && pathname.startsWith("/")) pathname = pathname.slice(1);
  return {
    scheme: null,
    user: authority ? p.user : null,
    password: authority ? p.password : null,
    host: authority ? p.host : null,
    port: authority ? p.port : null,
    path: pathname,
    query: p.query,
    fragment: p.fragment,
  };
}

module.exports = { BASE, own };
