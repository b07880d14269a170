"""Where a parser departs from a grammar, and why: what peers/report makes
of `rfc1738 --grammar G diff`'s disagreements (docs/json.md, "The `diff`
object") before it counts them.

Each input a parser answered gets one outcome per grammar, or none when
it agrees:

- `they_accept`: the parser accepts what the grammar rejects;
- `they_reject`: the parser rejects what the grammar accepts;
- `differ`: both accept it and a component the grammar defines for it
  differs, beyond what the parser's adapter says it cannot express;
- `outside`: the input is outside what the grammar speaks of: a relative
  reference or a `#fragment` under a grammar of absolute URLs (RFC 1738,
  RFC 1630), a scheme beyond RFC 1630's eleven.

and one cause, with a stable id and the RFC section that decides it (the
hint's section where the grammar gives a hint). A component the grammar
does not define for the URL (the host of a `mailto:` URL under RFC 1738)
is `undefined` and never differs.

The functions here are pure: peers/report feeds them the adapters'
answers and diff's disagreements, and peers/tests/ holds them to it.
"""

import re
import urllib.parse

# The grammars, in the report's order: (name, title, of absolute URLs only).
GRAMMARS = [
    ("rfc1738", "RFC 1738", True),
    ("rfc1630", "RFC 1630", True),
    ("rfc2396", "RFC 2396", False),
    ("rfc3986", "RFC 3986", False),
]
ABSOLUTE = {g for g, _, a in GRAMMARS if a}

OUTCOMES = ("they_accept", "they_reject", "differ", "outside")

# The order diff reports components in (docs/json.md).
NAMES = ["scheme", "authority", "userinfo", "user", "password", "host", "port",
         "path", "query", "fragment"]
AUTHORITY = {"authority", "userinfo", "user", "password", "host", "port"}

# What an adapter may say its parser cannot express, or normalizes, in
# its `forms` file (peers/README.md), besides diff's own options.
FORMS = {
    "port-number": "the port is a number: `080` is `80`, an empty port none",
    "default-port": "the scheme's default port is dropped (`http://h:80/` has none)",
    "empty-path-slash": "an empty path is `/`",
    "percent-encoding": "characters are percent-encoded, and escapes of unreserved characters decoded",
    "dot-segments": "dot segments are removed from the path",
    "decoded-userinfo": "the user name and password are decoded",
    "decoded-host": "the host's escapes are decoded",
    "idna-host": "a host name that is not ASCII is given in its IDNA (punycode) form",
    "server-schemes-only": "no host, user information or port for a scheme it knows no server for (the authority alone)",
    "file-localhost": "the host `localhost` of a `file:` URL is given as empty",
    "empty-host-absent": "an empty host (`file:///x`) is none",
    "opaque-path-is-ssp": "an opaque URI's path is its scheme-specific part, the query with it",
    "relative-against-base": "a relative reference is parsed against a base (the answer's `base`)",
    "no-syntax-check": "it accepts every string: its verdict is always valid",
}

# The default ports a WHATWG parser drops (URL Standard, "special scheme").
DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443, "ftp": 21}

# The sections of what has no production of its own in a disagreement.
PORT_SECTION = {
    "rfc1738": "RFC 1738 §3.1",
    "rfc1630": "RFC 1630, 'BNF for specific URL schemes'",
    "rfc2396": "RFC 2396 §3.2.2",
    "rfc3986": "RFC 3986 §3.2.3",
}
RELATIVE_SECTION = {
    "rfc1738": "RFC 1738 §2.1",
    "rfc1630": "RFC 1630, 'Partial (relative) form'",
    "rfc2396": "RFC 2396 §5",
    "rfc3986": "RFC 3986 §4.2",
}
FRAGMENT_SECTION = {
    "rfc1738": "RFC 1738 §2.2",
    "rfc1630": "RFC 1630 Fragment-id",
}
REG_NAME_SECTION = {
    "rfc2396": "RFC 2396 §3.2.1",
    "rfc3986": "RFC 3986 §3.2.2",
}
OPAQUE_SECTION = "RFC 2396 §3"
HIER_SECTION = {"rfc2396": "RFC 2396 §3", "rfc3986": "RFC 3986 §3"}
IPV4_NUMBER = re.compile(r"^(0[xX][0-9A-Fa-f]*|[0-9]+)(\.(0[xX][0-9A-Fa-f]*|[0-9]+)){0,3}\.?$")
DOTTED = re.compile(r"^[0-9]{1,3}(\.[0-9]{1,3}){3}$")
DRIVE = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:(//[^/?#]*)?/*[A-Za-z][:|]")
IPV4_SECTION = {
    "rfc1738": "RFC 1738 §3.1",
    "rfc1630": "RFC 1630, 'BNF for specific URL schemes'",
    "rfc2396": "RFC 2396 §3.2.2",
    "rfc3986": "RFC 3986 §7.4",
}
HOST_SECTION = {
    "rfc1738": "RFC 1738 §3.10",
    "rfc1630": "RFC 1630, 'BNF for specific URL schemes'",
    "rfc2396": "RFC 2396 §3.2.2",
    "rfc3986": "RFC 3986 §3.2.2",
}

# What each cause id means, for the report's legend. The ids of the
# grammars' hints (docs/json.md, "Hint ids") are causes too, with the
# hint's own words.
CAUSES = {
    "relative-reference": "a relative reference: no scheme",
    "fragment-outside": "a `#fragment`, which follows the URL and is no part of it; the URL before it agrees",
    "unlisted-scheme": "a scheme beyond RFC 1630's eleven (its `url` has no generic form)",
    "url-prefix": "the `url:` prefix, read by the parser as the scheme",
    "registry-name-authority": "an authority that is a registry name to one and a server (host) to the other",
    "opaque-query": "a `?` in an opaque URI: part of RFC 2396's opaque part, a query to the parser",
    "authority-without-slashes": "a host read after `scheme:` without `//` (`http:foo` as `http://foo/`), where the grammar reads a path",
    "no-authority": "rejected by the parser: a URI without `//` and an authority (`news:a`, `foo:`)",
    "empty-host": "rejected by the parser: a URI with an empty host (`file:///x`, `http:///x`), which the grammar allows",
    "network-path-as-path": "a network-path reference (`//host/path`) read as a path, no host",
    "ipv4-number": "a host of numbers that is no dotted-decimal IPv4 address (`010.0.0.1`, `1.2.3`, `0x7f.1`) read as one, rewritten",
    "file-drive-letter": "a Windows drive letter in a `file:` URL (`file://c:/x`), read as part of the path where the grammar reads a host or a segment",
    "port-over-65535": "rejected by the parser: a port over 65535, which the grammar's digits allow",
    "empty-port": "rejected by the parser: an empty port after `:`, which the grammar allows",
    "scheme-not-letter-first": "rejected by the parser: a scheme name that starts with a digit, `+`, `-` or `.`, which RFC 1738 §2.1 allows",
}

# RFC 1630's eleven schemes (its `unknown-scheme` hint names them), and
# its `url:` prefix.
RFC1630_SCHEMES = {"http", "ftp", "news", "nntp", "prospero", "telnet", "gopher", "wais",
                   "mailto", "mid", "cid", "url"}

SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


def hint_sections(json_md):
    """The section of each hint, by (grammar, id), from the "Hint ids"
    table of docs/json.md (which tests/json.rs holds to the library's)."""
    out, on = {}, False
    for line in json_md.split("\n"):
        if line.startswith("## "):
            on = line.strip() == "## Hint ids"
            continue
        if on and line.startswith("| `"):
            cells = [c.strip() for c in line.strip("|").split(" | ")]
            out[(cells[1], cells[0].strip("`"))] = cells[2]
    return out


def read_forms(text):
    """The words of a `forms` file: one or more a line, `#` comments."""
    words = []
    for line in text.split("\n"):
        words.extend(line.split("#", 1)[0].split())
    unknown = [w for w in words if w not in FORMS]
    if unknown:
        raise ValueError(f"unknown forms: {', '.join(unknown)} (known: {', '.join(FORMS)})")
    return set(words)


def cut_fragment(text):
    """`text` before its first `#`, and whether it had one."""
    at = text.find("#")
    return (text, False) if at < 0 else (text[:at], True)


def has_scheme(text):
    return SCHEME.match(text) is not None


def is_opaque(text):
    """Whether `text` is an absolute URI whose part after `scheme:` does
    not start with `/` (RFC 2396 §3's `opaque_part`)."""
    m = SCHEME.match(text)
    return m is not None and not text[m.end():].startswith("/")


def _digits(s):
    return isinstance(s, str) and s.isdigit()


def _remove_dot_segments(path):
    """RFC 3986 §5.2.4."""
    out, rest = [], path
    while rest:
        if rest.startswith("../"):
            rest = rest[3:]
        elif rest.startswith("./"):
            rest = rest[2:]
        elif rest.startswith("/./"):
            rest = rest[2:]
        elif rest == "/.":
            rest = "/"
        elif rest.startswith("/../"):
            rest = rest[3:]
            if out:
                out.pop()
        elif rest == "/..":
            rest = "/"
            if out:
                out.pop()
        elif rest in (".", ".."):
            rest = ""
        else:
            at = rest.find("/", 1)
            at = len(rest) if at < 0 else at
            out.append(rest[:at])
            rest = rest[at:]
    return "".join(out)


def _decoded(s):
    return urllib.parse.unquote(s, errors="surrogateescape")


def expressed_alike(name, ours, theirs, forms, options, scheme, reading, answer=None):
    """Whether `ours` and `theirs` are the same component once what the
    parser cannot express (`forms`, diff's `options`) is allowed for;
    `answer` is the parser's whole answer."""
    if ours == theirs:
        return True
    if "server-schemes-only" in forms and theirs is None and name in (
            "userinfo", "user", "password", "host", "port") and isinstance(answer, dict) \
            and _component(answer, "authority") is not None and _component(answer, "host") is None:
        return True
    fold = "--ignore-case" in options and name in ("scheme", "host")
    o = "" if ours is None else str(ours)
    t = "" if theirs is None else str(theirs)
    if name == "port":
        if "port-number" in forms and _digits(o) and _digits(t) and int(o) == int(t):
            return True
        if "port-number" in forms and o == "" and theirs is None:
            return True
        if "default-port" in forms and theirs in (None, "") and (
            o == "" or (_digits(o) and DEFAULT_PORTS.get((scheme or "").lower()) == int(o))
        ):
            return True
        return False
    if name == "host" and "empty-host-absent" in forms and o == "" and theirs is None:
        return True
    if name == "host" and "file-localhost" in forms and (scheme or "").lower() == "file" \
            and o.lower() == "localhost" and t == "":
        return True
    if name == "query" and "opaque-path-is-ssp" in forms and theirs is None \
            and isinstance(reading, dict) and reading.get("scheme") is not None \
            and not (reading.get("path") or "").startswith("/") and reading.get("authority") is None:
        return True
    if name == "path":
        if "empty-path-slash" in forms and o == "" and t == "/":
            return True
        if "opaque-path-is-ssp" in forms and reading is not None:
            query = reading.get("query")
            ssp = o + ("" if query is None else "?" + query)
            if ssp == t:
                return True
    decode = (
        ("percent-encoding" in forms and name in ("path", "query", "fragment", "user",
                                                   "password", "userinfo", "host"))
        or ("decoded-userinfo" in forms and name in ("user", "password", "userinfo"))
        or ("decoded-host" in forms and name == "host")
    )
    if decode:
        do, dt = _decoded(o), _decoded(t)
        if name == "path" and "dot-segments" in forms:
            do, dt = _remove_dot_segments(do), _remove_dot_segments(dt)
        if fold:
            do, dt = do.lower(), dt.lower()
        if do == dt:
            return True
        if name == "path" and "empty-path-slash" in forms and do == "" and dt == "/":
            return True
    elif name == "path" and "dot-segments" in forms:
        if _remove_dot_segments(o) == _remove_dot_segments(t):
            return True
    if name == "host" and "idna-host" in forms:
        try:
            if _decoded(o).encode("idna").decode("ascii").lower() == t.lower():
                return True
        except (UnicodeError, ValueError):
            pass
    return False


def _component(answer, name):
    nested = answer.get("components")
    if isinstance(nested, dict) and name in nested:
        return nested[name]
    return answer.get(name)


def classify(grammar, text, answer, found, forms, options, hints, had_fragment):
    """The outcome of one input under `grammar`, or None where the parser
    agrees: a dict with `outcome`, `cause`, `section`, `components` (the
    components that differ), `hint_id` (the grammar's hint, or None) and
    `undefined` (components the grammar does not define that the parser
    gives). `text` is the input as the parser was given it, `answer` the
    parser's answer, `found` diff's disagreement for the input as
    compared (before its `#` under a grammar of absolute URLs), or None.
    """
    absolute = grammar in ABSOLUTE
    compared = text
    if absolute:
        compared, _ = cut_fragment(text)
    if found is None:
        if absolute and had_fragment and answer.get("valid"):
            return _record("outside", "fragment-outside",
                           hints.get((grammar, "fragment"), FRAGMENT_SECTION[grammar]),
                           hint="fragment" if (grammar, "fragment") in hints else None)
        return None
    kind = found["kind"]
    hint = found.get("hint_id")
    hint_section = hints.get((grammar, hint)) if hint else None
    if kind == "they_accept":
        their_scheme = _component(answer, "scheme")
        if absolute and not has_scheme(compared) and not their_scheme:
            return _record("outside", "relative-reference",
                           hint_section or RELATIVE_SECTION[grammar], hint=hint)
        if grammar == "rfc1630" and hint == "unknown-scheme":
            return _record("outside", "unlisted-scheme", hint_section, hint=hint)
        if grammar == "rfc1630" and not hint and found["production"] == "url" \
                and their_scheme and their_scheme.lower() not in RFC1630_SCHEMES:
            # A scheme RFC 1630 does not list, that its generic rule would not
            # take either (`+:`, `.a:`): outside, as any other unlisted one.
            return _record("outside", "unlisted-scheme",
                           hints.get(("rfc1630", "unknown-scheme"), found["section"]))
        if hint:
            return _record("they_accept", hint, hint_section, hint=hint)
        return _record("they_accept", f"rejected-at-{found['production']}", found["section"])
    if kind == "they_reject":
        reading = found.get("reading") or {}
        port = reading.get("port") if isinstance(reading, dict) else None
        port = port if isinstance(port, str) else _written_port(compared)
        if _digits(port) and int(port) > 65535:
            return _record("they_reject", "port-over-65535", PORT_SECTION[grammar])
        if port == "":
            return _record("they_reject", "empty-port", PORT_SECTION[grammar])
        if has_scheme(compared) and not compared[SCHEME.match(compared).end():].startswith("//"):
            return _record("they_reject", "no-authority", HIER_SECTION.get(grammar, found["section"]))
        if has_scheme(compared) and _written_host(compared) == "":
            return _record("they_reject", "empty-host", HOST_SECTION[grammar])
        if not has_scheme(compared):
            if absolute:
                # RFC 1738 §2.1's scheme names may start with a digit, `+`, `-` or `.`.
                return _record("they_reject", "scheme-not-letter-first", found["section"])
            return _record("they_reject", "relative-reference", found["section"])
        return _record("they_reject", f"rejects-{found['production']}", found["section"])
    # Both accept it: the components that still differ.
    reading = found.get("reading")
    scheme = reading.get("scheme") if isinstance(reading, dict) else None
    differing, undefined = [], []
    for c in found["components"]:
        name, ours, theirs = c["name"], c["ours"], c["theirs"]
        # RFC 2396's empty authority (`file:///x`) is a server without a
        # host (§3.2.2's `server` may be empty), RFC 3986's an empty host.
        empty_server = grammar == "rfc2396" and name == "host" and theirs == ""
        if ours is None and (absolute or empty_server or (
                grammar == "rfc2396" and name in AUTHORITY and is_opaque(compared))):
            undefined.append(name)
            continue
        if expressed_alike(name, ours, theirs, forms, options, scheme, reading, answer):
            continue
        differing.append(c)
    if not differing:
        return None
    names = [c["name"] for c in differing]
    first = differing[0]
    if compared[:4].lower() == "url:" and grammar != "rfc3986":
        section = hints.get((grammar, "url-prefix")) or found["section"]
        return _record("differ", "url-prefix", section, names)
    if found.get("authority") == "reg_name":
        return _record("differ", "registry-name-authority", REG_NAME_SECTION[grammar], names)
    reg_name = [c for c in differing if c["name"] == "host" and c["theirs"] is None
                and c["ours"] is not None]
    if reg_name and _component(answer, "authority") is not None:
        # The parser reads the authority as RFC 2396's registry name, no host.
        return _record("differ", "registry-name-authority",
                       REG_NAME_SECTION.get(grammar, reg_name[0]["section"]), names)
    if grammar == "rfc1630" and any(c["name"] == "host" and "@" in (c["ours"] or "")
                                    for c in differing):
        return _record("differ", "http-userinfo",
                       hints.get(("rfc1630", "http-userinfo"), first["section"]), names)
    host_read = [c for c in found["components"]
                 if c["name"] == "host" and c["ours"] is None and c["theirs"]]
    if not absolute and has_scheme(compared) and host_read and \
            not compared[SCHEME.match(compared).end():].startswith("//"):
        # `http:foo` read as `http://foo/` (the URL Standard's special
        # schemes), `ftp:/h/` as `ftp://h/`, `news:a.b` with a host.
        if "host" not in names:
            names = ["host"] + names
        return _record("differ", "authority-without-slashes", HIER_SECTION[grammar], names)
    if not absolute and compared.startswith("//") and any(
            c["name"] == "host" and c["ours"] and c["theirs"] is None for c in differing):
        # `//host/path` read as a path (Node's legacy url.parse without
        # slashesDenoteHost).
        return _record("differ", "network-path-as-path", RELATIVE_SECTION[grammar], names)
    hosts = [c for c in differing if c["name"] == "host" and c["ours"] and c["theirs"]]
    if hosts and IPV4_NUMBER.match(hosts[0]["ours"]) and DOTTED.match(hosts[0]["theirs"]) \
            and hosts[0]["ours"] != hosts[0]["theirs"]:
        # `http://010.0.0.1/` read as 8.0.0.1, `http://1.2.3/` as 1.2.0.3.
        return _record("differ", "ipv4-number", IPV4_SECTION[grammar], names)
    if (scheme or "").lower() == "file" and DRIVE.match(compared):
        # `file://c:/x`: a Windows drive letter, not a host and port.
        return _record("differ", "file-drive-letter", first["section"], names)
    if grammar == "rfc2396" and "query" in names and is_opaque(compared):
        return _record("differ", "opaque-query", OPAQUE_SECTION, names)
    return _record("differ", f"different-{first['name']}", first["section"], names)


def _written_host(text):
    """The host written in `text`'s authority (after `//`), or None."""
    m = re.match(r"^[A-Za-z][A-Za-z0-9+.-]*://([^/?#]*)", text)
    if not m:
        return None
    hostport = m.group(1).rsplit("@", 1)[-1]
    if hostport.startswith("["):
        return hostport[:hostport.find("]") + 1] if "]" in hostport else hostport
    return hostport.split(":", 1)[0]


def _written_port(text):
    """The port written in `text`'s authority, or None."""
    m = re.match(r"^[A-Za-z][A-Za-z0-9+.-]*://([^/?#]*)", text)
    if not m:
        return None
    hostport = m.group(1).rsplit("@", 1)[-1]
    if hostport.startswith("["):
        end = hostport.find("]")
        rest = hostport[end + 1:] if end >= 0 else ""
        return rest[1:] if rest.startswith(":") else None
    return hostport.split(":", 1)[1] if ":" in hostport else None


def _record(outcome, cause, section, components=(), hint=None):
    return {"outcome": outcome, "cause": cause, "section": section,
            "components": list(components), "hint_id": hint}


def line(text, record, source):
    """The line of `docs/divergences/<adapter>-<grammar>.jsonl` for one
    input that does not agree (without the `hint_id` peers/report keeps
    for its checks)."""
    return {"input": text, "outcome": record["outcome"], "cause": record["cause"],
            "section": record["section"], "components": record["components"],
            "source": source}


def causes(records):
    """The causes among `records` ((input, record) pairs of one parser
    under one grammar): per (outcome, cause), the inputs, the section and
    the first input as the example, the commonest first."""
    table = {}
    for text, r in records:
        key = (r["outcome"], r["cause"])
        entry = table.setdefault(key, {"inputs": 0, "section": r["section"],
                                       "example": text, "components": {}})
        entry["inputs"] += 1
        if entry["example"] == "" and text:
            entry["example"] = text
        for c in r["components"]:
            entry["components"][c] = entry["components"].get(c, 0) + 1
    return sorted(table.items(), key=lambda kv: (-kv[1]["inputs"], kv[0]))


def problems(lines_by_grammar, hints, inputs):
    """What the report holds of every parser's lines, as a list of
    problems (empty when all hold): no line under a grammar of absolute
    URLs is a `they_accept`, `they_reject` or `differ` of a relative
    reference or for a `#fragment`; no `they_accept` under RFC 1630 is of
    a scheme beyond its eleven; the section cited is the hint's wherever
    the grammar gives one (a line's `hint_id`, where peers/report keeps
    it, else a cause that is a hint's id); every outcome and key is one
    of the documented; there are no more lines than inputs, and at most
    one per input."""
    out = []
    keys = {"input", "outcome", "cause", "section", "components", "source"}
    for grammar, lines in lines_by_grammar.items():
        seen = set()
        if len(lines) > inputs:
            out.append(f"{grammar}: {len(lines)} lines for {inputs} inputs")
        for ln in lines:
            where = f"{grammar}: {ln['input']!r}"
            if set(ln) - {"hint_id"} != keys:
                out.append(f"{where}: keys {sorted(ln)}")
            if ln["outcome"] not in OUTCOMES:
                out.append(f"{where}: outcome {ln['outcome']}")
            if ln["input"] in seen:
                out.append(f"{where}: twice")
            seen.add(ln["input"])
            if grammar in ABSOLUTE and ln["outcome"] != "outside":
                if ln["cause"] in ("relative-reference", "fragment-outside", "fragment",
                                   "unlisted-scheme", "unknown-scheme"):
                    out.append(f"{where}: {ln['outcome']} for {ln['cause']}")
            if ln["outcome"] == "differ" and not ln["components"]:
                out.append(f"{where}: differ without a component")
            if ln["outcome"] != "differ" and ln["components"]:
                out.append(f"{where}: components for {ln['outcome']}")
            hint = ln.get("hint_id") or (ln["cause"] if (grammar, ln["cause"]) in hints else None)
            if hint and ln["section"] != hints.get((grammar, hint)):
                out.append(f"{where}: cites {ln['section']}, the hint {hint} "
                           f"{hints.get((grammar, hint))}")
    return out
