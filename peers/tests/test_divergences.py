"""Tests of peers/lib/divergences.py (what peers/report makes of diff's
disagreements) and of the committed lists under docs/divergences/: the
recounts of what the report must no longer count as departures.

    python3 -m unittest discover -s peers/tests -v
"""

import glob
import json
import os
import re
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "lib"))
import divergences as dv  # noqa: E402

with open(os.path.join(ROOT, "docs", "json.md"), encoding="utf-8") as f:
    HINTS = dv.hint_sections(f.read())


def they_accept(text, production, section, hint=None):
    return {"input": text, "kind": "they_accept", "production": production,
            "section": section, "hint_id": hint, "reading": None, "authority": None,
            "components": []}


def they_reject(text, production, section, reading=None):
    return {"input": text, "kind": "they_reject", "production": production,
            "section": section, "hint_id": None, "reading": reading, "authority": None,
            "components": []}


def components(text, reading, diffs, authority=None, section="RFC 2396 §3"):
    return {"input": text, "kind": "components", "production": "absoluteURI",
            "section": section, "hint_id": None, "reading": reading,
            "authority": authority,
            "components": [{"name": n, "ours": o, "theirs": t, "production": n,
                            "section": s} for n, o, t, s in diffs]}


def classify(grammar, text, answer, found, forms=(), options=()):
    had = grammar in dv.ABSOLUTE and "#" in text
    return dv.classify(grammar, text, answer, found, set(forms), list(options), HINTS, had)


class HintSections(unittest.TestCase):
    def test_the_table_of_docs_json(self):
        self.assertEqual(HINTS[("rfc1738", "unsafe-tilde")], "RFC 1738 §2.2")
        self.assertEqual(HINTS[("rfc1738", "http-userinfo")], "RFC 1738 §3.3")
        self.assertEqual(HINTS[("rfc1630", "unknown-scheme")],
                         "RFC 1630 BNF for specific URL schemes")
        self.assertEqual(HINTS[("rfc2396", "excluded-space")], "RFC 2396 §2.4.3")
        self.assertGreaterEqual(len(HINTS), 70)


class Outside(unittest.TestCase):
    def test_relative_reference_under_absolute_grammars(self):
        for grammar, hint, section in [("rfc1738", "no-scheme", "RFC 1738 §2.1"),
                                       ("rfc1630", None, "RFC 1630, 'Partial (relative) form'")]:
            r = classify(grammar, "a/b", {"valid": True, "scheme": None},
                         they_accept("a/b", "url", "RFC 1738 §2.1", hint))
            self.assertEqual((r["outcome"], r["cause"], r["section"]),
                             ("outside", "relative-reference", section))

    def test_relative_reference_is_compared_under_rfc2396(self):
        found = they_accept("a b", "rel_segment", "RFC 2396 §5", "excluded-space")
        r = classify("rfc2396", "a b", {"valid": True, "scheme": None}, found)
        self.assertEqual((r["outcome"], r["cause"], r["section"]),
                         ("they_accept", "excluded-space", "RFC 2396 §2.4.3"))

    def test_fragment_cut_off(self):
        # diff compared `http://h/a` (no disagreement): valid, with an outside fragment.
        r = classify("rfc1738", "http://h/a#f", {"valid": True}, None)
        self.assertEqual((r["outcome"], r["cause"], r["section"]),
                         ("outside", "fragment-outside", "RFC 1738 §2.2"))
        r = classify("rfc1630", "http://h/a#f", {"valid": True}, None)
        self.assertEqual(r["section"], "RFC 1630 Fragment-id")
        # Both reject it: they agree.
        self.assertIsNone(classify("rfc1738", "http://h a#f", {"valid": False}, None))
        # Not under RFC 2396, where a fragment is a component.
        self.assertIsNone(classify("rfc2396", "http://h/a#f", {"valid": True}, None))

    def test_fragment_of_a_url_that_is_not_one(self):
        found = they_accept("http://h/~a", "hsegment", "RFC 1738 §3.3", "unsafe-tilde")
        r = classify("rfc1738", "http://h/~a#f", {"valid": True, "scheme": "http"}, found)
        self.assertEqual((r["outcome"], r["cause"], r["section"]),
                         ("they_accept", "unsafe-tilde", "RFC 1738 §2.2"))

    def test_rfc1630_unlisted_scheme(self):
        found = they_accept("https://h/", "url", "RFC 1630, 'BNF for specific URL schemes'",
                            "unknown-scheme")
        r = classify("rfc1630", "https://h/", {"valid": True, "scheme": "https"}, found)
        self.assertEqual((r["outcome"], r["cause"], r["section"]),
                         ("outside", "unlisted-scheme", "RFC 1630 BNF for specific URL schemes"))


class Causes(unittest.TestCase):
    def test_the_hint_decides(self):
        # Matching stops in §3.1's hostport; the hint names §3.3.
        found = they_accept("http://user@host/", "hostport", "RFC 1738 §3.1", "http-userinfo")
        r = classify("rfc1738", "http://user@host/", {"valid": True, "scheme": "http"}, found)
        self.assertEqual((r["cause"], r["section"]), ("http-userinfo", "RFC 1738 §3.3"))

    def test_no_hint(self):
        found = they_accept("nntp://h", "nntpurl", "RFC 1738 §3.7")
        r = classify("rfc1738", "nntp://h", {"valid": True, "scheme": "nntp"}, found)
        self.assertEqual((r["outcome"], r["cause"], r["section"]),
                         ("they_accept", "rejected-at-nntpurl", "RFC 1738 §3.7"))

    def test_they_reject(self):
        r = classify("rfc3986", "http://h:99999/", {"valid": False},
                     they_reject("http://h:99999/", "URI", "RFC 3986 §3", {"port": "99999"}))
        self.assertEqual((r["cause"], r["section"]), ("port-over-65535", "RFC 3986 §3.2.3"))
        r = classify("rfc3986", "a/b", {"valid": False},
                     they_reject("a/b", "relative-ref", "RFC 3986 §4.2"))
        self.assertEqual((r["cause"], r["section"]), ("relative-reference", "RFC 3986 §4.2"))
        r = classify("rfc1738", "3:x", {"valid": False},
                     they_reject("3:x", "genericurl", "RFC 1738 §2.1"))
        self.assertEqual(r["cause"], "scheme-not-letter-first")

    def test_they_reject_without_an_authority_or_a_host(self):
        r = classify("rfc3986", "news:a", {"valid": False},
                     they_reject("news:a", "URI", "RFC 3986 §3"))
        self.assertEqual((r["cause"], r["section"]), ("no-authority", "RFC 3986 §3"))
        r = classify("rfc2396", "file:///x", {"valid": False},
                     they_reject("file:///x", "absoluteURI", "RFC 2396 §3"))
        self.assertEqual((r["cause"], r["section"]), ("empty-host", "RFC 2396 §3.2.2"))

    def test_url_prefix_once(self):
        text = "url:gopher://h:70/0about"
        found = components(text, {"scheme": "gopher"}, [
            ("scheme", "gopher", "url", "s"), ("host", "h", None, "s"),
            ("port", "70", None, "s")], section="RFC 1630, 'BNF for specific URL schemes'")
        r = classify("rfc1630", text, {"valid": True, "scheme": "url"}, found)
        self.assertEqual((r["outcome"], r["cause"], r["components"]),
                         ("differ", "url-prefix", ["scheme", "host", "port"]))

    def test_registry_name(self):
        text = "http://3com/"
        found = components(text, {"scheme": "http", "host": None}, [
            ("host", None, "3com", "RFC 2396 §3.2.2")], authority="reg_name")
        r = classify("rfc2396", text, {"valid": True, "host": "3com"}, found)
        self.assertEqual((r["cause"], r["section"]), ("registry-name-authority", "RFC 2396 §3.2.1"))
        # The parser reads a registry name where RFC 3986 reads a host.
        found = components(text, {"scheme": "http", "host": "3com"}, [
            ("host", "3com", None, "RFC 3986 §3.2.2")])
        r = classify("rfc3986", text, {"valid": True, "host": None, "authority": "3com"}, found)
        self.assertEqual((r["cause"], r["section"]), ("registry-name-authority", "RFC 3986 §3.2.2"))


    def test_authority_without_slashes(self):
        found = components("HTTP:foo", {"scheme": "http", "host": None, "path": "foo"}, [
            ("host", None, "foo", "RFC 3986 §3.2.2"), ("path", "foo", "/", "RFC 3986 §3.3")])
        r = classify("rfc3986", "HTTP:foo", {"valid": True, "host": "foo"}, found,
                     forms=["empty-path-slash"])
        self.assertEqual((r["cause"], r["section"], r["components"]),
                         ("authority-without-slashes", "RFC 3986 §3", ["host", "path"]))


    def test_readings_of_hosts(self):
        found = components("http://010.0.0.1/", {"scheme": "http"}, [
            ("host", "010.0.0.1", "8.0.0.1", "RFC 3986 §3.2.2")])
        r = classify("rfc3986", "http://010.0.0.1/", {"valid": True}, found)
        self.assertEqual((r["cause"], r["section"]), ("ipv4-number", "RFC 3986 §7.4"))
        found = components("//h/p", {"scheme": None}, [
            ("host", "h", None, "RFC 2396 §3.2.2"), ("path", "/p", "//h/p", "RFC 2396 §3.3")])
        r = classify("rfc2396", "//h/p", {"valid": True}, found)
        self.assertEqual((r["cause"], r["section"]), ("network-path-as-path", "RFC 2396 §5"))
        found = components("file://c:/x", {"scheme": "file"}, [
            ("host", "c", "", "RFC 3986 §3.2.2"), ("path", "/x", "/c:/x", "RFC 3986 §3.3")])
        r = classify("rfc3986", "file://c:/x", {"valid": True}, found)
        self.assertEqual(r["cause"], "file-drive-letter")
        # news:a.b with a host, under RFC 2396 where the opaque URI has none.
        found = components("news:a.b", {"scheme": "news"}, [
            ("host", None, "a.b", "RFC 2396 §3.2.2"), ("path", "a.b", "", "RFC 2396 §3.3")])
        r = classify("rfc2396", "news:a.b", {"valid": True}, found)
        self.assertEqual((r["cause"], r["components"]), ("authority-without-slashes",
                                                         ["host", "path"]))


class Undefined(unittest.TestCase):
    def test_a_component_the_grammar_does_not_define(self):
        # RFC 1738's mailto: has no host: ours none, theirs a host.
        found = components("mailto:a@b", {"scheme": "mailto"},
                           [("host", None, "b", "RFC 1738 §3.5")])
        self.assertIsNone(classify("rfc1738", "mailto:a@b", {"valid": True}, found))
        # RFC 2396's opaque URI has no authority.
        found = components("mailto:a@b", {"scheme": "mailto"},
                           [("host", None, "b", "RFC 2396 §3.2.2")])
        self.assertIsNone(classify("rfc2396", "mailto:a@b", {"valid": True}, found))

    def test_a_component_the_grammar_defines(self):
        found = components("http://h/", {"scheme": "http"}, [("host", "h", "x", "RFC 1738 §3.1")])
        r = classify("rfc1738", "http://h/", {"valid": True}, found)
        self.assertEqual((r["outcome"], r["cause"], r["components"]),
                         ("differ", "different-host", ["host"]))


class Forms(unittest.TestCase):
    def alike(self, name, ours, theirs, forms, scheme="http", reading=None, options=()):
        return dv.expressed_alike(name, ours, theirs, set(forms), list(options), scheme, reading)

    def test_ports(self):
        self.assertTrue(self.alike("port", "080", "80", ["port-number"]))
        self.assertFalse(self.alike("port", "080", "80", []))
        self.assertTrue(self.alike("port", "80", None, ["default-port"]))
        self.assertFalse(self.alike("port", "81", None, ["default-port"]))
        self.assertFalse(self.alike("port", "80", None, ["default-port"], scheme="gopher"))

    def test_paths(self):
        self.assertTrue(self.alike("path", "", "/", ["empty-path-slash"]))
        self.assertTrue(self.alike("path", "/a b", "/a%20b", ["percent-encoding"]))
        self.assertTrue(self.alike("path", "/a/../b", "/b", ["dot-segments"]))
        self.assertTrue(self.alike("path", "/a/./%7Eb", "/a/~b", ["dot-segments", "percent-encoding"]))
        self.assertFalse(self.alike("path", "/a/../b", "/b", []))
        self.assertTrue(self.alike("path", "a@b", "a@b?x", ["opaque-path-is-ssp"],
                                   reading={"query": "x"}))

    def test_hosts_and_logins(self):
        self.assertTrue(self.alike("user", "a%40b", "a@b", ["decoded-userinfo"]))
        self.assertFalse(self.alike("user", "a%40b", "a@b", []))
        self.assertTrue(self.alike("host", "%41", "A", ["decoded-host"]))
        self.assertTrue(self.alike("host", "café.fr", "xn--caf-dma.fr", ["idna-host"]))
        self.assertTrue(self.alike("host", "localhost", "", ["file-localhost"], scheme="file"))
        self.assertFalse(self.alike("host", "localhost", "", ["file-localhost"]))
        self.assertTrue(self.alike("host", "", None, ["empty-host-absent"]))
        perl = {"authority": "h", "host": None}
        self.assertTrue(dv.expressed_alike("host", "h", None, {"server-schemes-only"}, [],
                                           "wais", None, perl))
        self.assertFalse(dv.expressed_alike("host", "h", None, set(), [], "wais", None, perl))

    def test_forms_files(self):
        for path in glob.glob(os.path.join(ROOT, "peers", "*", "forms")):
            with open(path, encoding="utf-8") as f:
                dv.read_forms(f.read())  # raises on a word it does not know
        with self.assertRaises(ValueError):
            dv.read_forms("port-number no-such-form")


class Problems(unittest.TestCase):
    def line(self, **kw):
        base = {"input": "x", "outcome": "they_accept", "cause": "c", "section": "s",
                "components": [], "source": "v"}
        base.update(kw)
        return base

    def test_caught(self):
        cases = [
            ("rfc1738", self.line(cause="relative-reference", input="a/b")),
            ("rfc1738", self.line(outcome="differ", cause="fragment-outside",
                                  components=["host"])),
            ("rfc1630", self.line(cause="unlisted-scheme")),
            ("rfc1738", self.line(cause="unsafe-tilde", section="RFC 1738 §3.3")),
            ("rfc1738", self.line(cause="relative-reference", outcome="outside",
                                  section="RFC 1738 §3.1", hint_id="no-scheme")),
            ("rfc2396", self.line(outcome="differ")),
            ("rfc2396", self.line(outcome="agree")),
        ]
        for grammar, ln in cases:
            self.assertTrue(dv.problems({grammar: [ln]}, HINTS, 10), (grammar, ln))
        self.assertTrue(dv.problems({"rfc2396": [self.line()] * 2}, HINTS, 1))

    def test_held(self):
        ok = [self.line(cause="unsafe-tilde", section="RFC 1738 §2.2"),
              self.line(input="a/b", outcome="outside", cause="relative-reference",
                        section="RFC 1738 §2.1", hint_id="no-scheme")]
        self.assertEqual(dv.problems({"rfc1738": ok}, HINTS, 10), [])


class CommittedLists(unittest.TestCase):
    """The recounts on the committed lists (docs/divergences/): what the
    report used to count as departures is no `they_accept`, `they_reject`
    or `differ` line any more, the section cited is the hint's wherever
    the cause is a hint, and no list has more lines than inputs."""

    def lists(self):
        found = sorted(glob.glob(os.path.join(ROOT, "docs", "divergences", "*-rfc*.jsonl")))
        if not found:
            self.skipTest("NOT RUN: no docs/divergences/*.jsonl (run peers/report)")
        out = {}
        for path in found:
            adapter, grammar = os.path.basename(path)[:-6].rsplit("-", 1)
            with open(path, encoding="utf-8") as f:
                out.setdefault(adapter, {})[grammar] = [json.loads(x) for x in f if x.strip()]
        return out

    def inputs(self):
        with open(os.path.join(ROOT, "docs", "divergences.md"), encoding="utf-8") as f:
            for ln in f:
                if ln.startswith("Inputs: "):
                    return int(ln.split()[1].rstrip(":").replace(",", ""))
        self.fail("docs/divergences.md has no Inputs line")

    def test_the_lists_hold(self):
        n = self.inputs()
        for adapter, by_grammar in self.lists().items():
            self.assertEqual(sorted(by_grammar), sorted(g for g, _, _ in dv.GRAMMARS), adapter)
            self.assertEqual(dv.problems(by_grammar, HINTS, n), [], adapter)

    def test_the_inputs_columns(self):
        """On the main page and every parser's page, an adapter's or a
        grammar's row adds up to the inputs, and no cause counts more
        inputs than there are, nor more inputs than pairs."""
        n = self.inputs()
        pages = [os.path.join(ROOT, "docs", "divergences.md")] + sorted(
            glob.glob(os.path.join(ROOT, "docs", "divergences", "*.md")))
        rows = causes = 0
        for path in pages:
            with open(path, encoding="utf-8") as f:
                text = f.read()
            head = None
            for ln in text.split("\n"):
                if ln.startswith("| ") and not ln.startswith("|---"):
                    cells = [c.strip() for c in ln.strip("|").split(" | ")]
                    if cells[0] in ("adapter", "grammar", "cause"):
                        head = cells
                        continue
                    if head is None:
                        continue
                    row = dict(zip(head, cells))
                    num = lambda k: int(row[k].split()[0].replace(",", ""))
                    if "agree" in row:
                        total = sum(num(k) for k in ("agree", "they accept", "they reject",
                                                      "differ", "outside"))
                        self.assertEqual((num("inputs"), total), (n, n), (path, ln))
                        rows += 1
                    elif "inputs" in row:
                        self.assertLessEqual(num("inputs"), n, (path, ln))
                        if "pairs" in row:
                            self.assertLessEqual(num("inputs"), num("pairs"), (path, ln))
                        causes += 1
                elif not ln.startswith("|"):
                    head = None
        self.assertGreater(rows, 0)
        self.assertGreater(causes, 0)

    def test_the_artefacts_are_gone(self):
        lists = self.lists()
        for adapter, by_grammar in lists.items():
            for grammar in dv.ABSOLUTE:
                for ln in by_grammar[grammar]:
                    if ln["outcome"] in ("they_accept", "they_reject", "differ"):
                        # No relative reference nor fragment is a departure
                        # from a grammar of absolute URLs.
                        self.assertNotIn(ln["cause"], ("fragment", "unknown-scheme"),
                                         (adapter, grammar, ln))
        # The adapters' own rejects are gone: python-urllib reads no `.port`,
        # node-url-parse decodes no user name, the WHATWG parsers parse
        # relative references against a base.
        for adapter, inputs in [("python-urllib", ["http://h:99999/", "http://h:x/"]),
                                ("node-url-parse", ["http://%zz@h/"]),
                                ("node-url", ["a/b", "/a?q", "#f"]),
                                ("rust-url", ["a/b", "/a?q", "#f"])]:
            if adapter not in lists:
                continue
            for grammar, lines in lists[adapter].items():
                for ln in lines:
                    if ln["input"] in inputs:
                        self.assertNotEqual(ln["outcome"], "they_reject", (adapter, grammar, ln))
        # The artefacts, one by one, recounted on every parser's lists.
        lines = [(a, g, ln) for a, by in lists.items() for g, lns in by.items() for ln in lns]
        def none(what, test):
            found = [(a, g, ln["input"]) for a, g, ln in lines if test(a, g, ln)]
            self.assertEqual(found[:5], [], f"{what}: {len(found)} lines")
        departs = ("they_accept", "they_reject", "differ")
        none("https: and file: as departures from RFC 1630",
             lambda a, g, ln: g == "rfc1630" and ln["outcome"] in departs
             and re.match(r"(?i)(https|file):", ln["input"]))
        none("the host of mailto: and news: under RFC 1738",
             lambda a, g, ln: g == "rfc1738" and ln["outcome"] == "differ"
             and re.match(r"(?i)(mailto|news):", ln["input"]) and "host" in ln["components"])
        none("the empty host of file:/// against none",
             lambda a, g, ln: ln["outcome"] == "differ" and ln["input"].lower().startswith("file:///")
             and ln["components"] == ["host"])
        none("a default port a WHATWG parser dropped",
             lambda a, g, ln: a in ("node-url", "rust-url") and ln["outcome"] == "differ"
             and ln["components"] == ["port"]
             and re.match(r"(?i)(http://[^/]*:80(/|$)|https://[^/]*:443(/|$))", ln["input"]))
        none("a relative path a WHATWG parser rejects without a base",
             lambda a, g, ln: a in ("node-url", "rust-url") and ln["outcome"] == "they_reject"
             and ln["cause"] == "relative-reference" and not re.match(r"[/\\]", ln["input"]))
        none("python-urllib's rejects of a port (its .port)",
             lambda a, g, ln: a == "python-urllib" and ln["outcome"] == "they_reject"
             and ln["cause"] in ("port-over-65535", "rejects-hostport"))
        none("node-url-parse's rejects of a user name with %",
             lambda a, g, ln: a == "node-url-parse" and ln["outcome"] == "they_reject"
             and re.match(r"^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*%[^/?#]*@", ln["input"]))
        # Perl's URI is marked as having no syntax check: it rejects nothing.
        for lines in lists.get("perl-uri", {}).values():
            self.assertFalse([ln for ln in lines if ln["outcome"] == "they_reject"])


if __name__ == "__main__":
    unittest.main()
