"""The package's objects are the command-line tool's: each held to
docs/json.md's tables (as cli/tests/json.rs holds the tool's), and equal
to what the built tool prints for the same input, on the committed corpus
sample, under every grammar and option; the trees and components equal
the conformance vectors'; explain, generate and resolve say what the
tool says."""

import json
import tempfile
from pathlib import Path

import pytest

import rfc1738
from conftest import GRAMMARS, OPTIONS, ROOT, WITH_OPTIONS, jsonl, sample_files, sample_lines

# IRIs beyond ASCII, accepted and rejected by RFC 3987 (§2.2), for the
# tests that hold them to the tool.
IRIS = [
    "http://例え.jp/パス",
    "https://ru.wikipedia.org/wiki/Москва",
    "http://例え.jp/パス?q=東京#frag",
    "http://h/?\ue000",           # iprivate: in the query only
    "http://h/\ue000",            # ... not in the path (private-outside-query)
    "http://h/?q#\ue000",         # ... nor in the fragment
    "//josé@[::1]:80/δ;p/b?q#f",
    "http://192.0.2.1/ä",
    "http://r\u00e9sum\u00e9.example.org",
    "ü:b/c",
    "ä/b:c",
    "http://h/a\ufffd",           # U+FFFD is no ucschar
    "http://h/\U000e0001",        # nor U+E0001 (the gap before U+E1000)
    "http://[::1]/δ?\U000f0000#ü",
    "http://www.example.org/D%C3%BCrst",
    "http://h/a b",
]


def tool_check(cli, args, path):
    """``check --format jsonl`` of ``path`` as the package gives it:
    without ``file``, ``line`` and the error's ``column``."""
    out = []
    for o in jsonl(cli([*args, "check", "--format", "jsonl", str(path)])):
        del o["file"], o["line"]
        if o["error"] is not None:
            del o["error"]["column"]
        out.append(o)
    return out


@pytest.mark.parametrize("grammar, option", WITH_OPTIONS,
                         ids=[f"{g}-{'option' if o else 'defaults'}" for g, o in WITH_OPTIONS])
def test_check_is_the_tools_check_on_the_corpus_sample(cli, schema, grammar, option):
    keyword, flag = OPTIONS[grammar] if option else (None, None)
    kwargs = {keyword: True} if option else {}
    args = ["--grammar", grammar] + ([flag] if option else [])
    total = valid = 0
    for path in sample_files():
        lines = sample_lines(path)
        ours = rfc1738.check(lines, grammar=grammar, **kwargs)
        theirs = tool_check(cli, args, path)
        assert len(ours) == len(theirs) == len(lines), path.name
        for k, (a, b) in enumerate(zip(ours, theirs)):
            assert a == b, f"{path.name}:{k + 1}: {lines[k]!r}"
            schema.check("check", a, f"{path.name}:{k + 1}", leave_out=("file", "line"))
            assert list(a) == list(b), "the keys in the tool's order"
            assert is_valid_of(lines[k], grammar, kwargs) == a["valid"]
        total += len(ours)
        valid += sum(o["valid"] for o in ours)
    # The sample holds valid and invalid lines under every grammar.
    assert 0 < valid < total, (valid, total)


def is_valid_of(text, grammar, kwargs):
    if isinstance(text, bytes):
        return False
    return rfc1738.is_valid(text, grammar, **kwargs)


@pytest.mark.parametrize("grammar", GRAMMARS)
def test_lines_that_are_no_text_and_lines_too_long(cli, schema, grammar):
    """A line that is not UTF-8 (given as bytes, or as a str holding the
    lone surrogates ``surrogateescape`` decodes it to), a line over
    ``max_len``, and one long enough that the tool keeps only its head."""
    lines = [
        b"http://h/\xff",
        b"http://caf\xc3",
        "x" * 70,
        "http://h/" + "a" * 100,
        "http://h/" + "é" * 100,
        "http://h/ok",
    ]
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "lines.txt"
        path.write_bytes(b"\n".join(l if isinstance(l, bytes) else l.encode() for l in lines) + b"\n")
        theirs = tool_check(cli, ["--grammar", grammar, "--max-len", "64"], path)
    ours = rfc1738.check(lines, grammar=grammar, max_len=64)
    assert ours == theirs
    escaped = [l.decode("utf-8", "surrogateescape") if isinstance(l, bytes) else l for l in lines]
    assert rfc1738.check(escaped, grammar=grammar, max_len=64) == theirs
    kinds = [o["error"]["kind"] if o["error"] else None for o in ours]
    assert kinds == ["not_utf8", "not_utf8", "too_long", "too_long", "too_long", None]
    assert ours[0]["input_hex"] == "687474703a2f2f682fff"
    assert ours[4]["input"].endswith("…")
    for k, o in enumerate(ours):
        schema.check("check", o, f"line {k + 1}", leave_out=("file", "line"))


def test_compare_is_the_tools_compat(cli, schema):
    texts = []
    for path in sample_files():
        texts += [l for l in sample_lines(path) if isinstance(l, str)][:60]
    texts += ["http://joe@h.example:/~a#top", "url:http://h/", "?y", "HTTP://H/", ""]
    texts += IRIS
    data = "\n".join(texts) + "\n"
    theirs = jsonl(cli(["compat", "--format", "jsonl", "-"], input=data.encode()))
    ours = [rfc1738.compare(t) for t in texts]
    assert len(ours) == len(theirs) == len(texts)
    for t, a, b in zip(texts, ours, theirs):
        assert a == b, t
        schema.check("compat", a, repr(t))
    assert any(o["differences"] for o in ours)
    assert any(d["kind"] == "non_ascii" for o in ours for d in o["differences"])


def test_compare_of_a_line_that_is_not_utf8(cli):
    theirs = jsonl(cli(["compat", "--format", "jsonl", "-"], input=b"http://h/\xff\n"))
    assert rfc1738.compare(b"http://h/\xff") == theirs[0]
    assert rfc1738.compare("http://h/\udcff") == theirs[0]
    assert theirs[0]["input_hex"] == "687474703a2f2f682fff"


def productions(cli, grammar):
    """Every production of the grammar, as ``rfc1738 grammar`` lists them."""
    out = cli(["--grammar", grammar, "grammar"])
    names = [block.split(" (", 1)[0] for block in out.split("\n\n") if block.strip()]
    assert len(names) > 20, names
    return names


@pytest.mark.parametrize("grammar", GRAMMARS)
def test_explain_is_the_tools_explain(cli, grammar):
    for name in productions(cli, grammar):
        ours = rfc1738.explain(name, grammar=grammar)
        assert ours == cli(["--grammar", grammar, "explain", name]), name
        assert ours.startswith(name + " (")


@pytest.mark.parametrize(
    "grammar, production, seed, count, invalid",
    [
        ("rfc1738", None, 0, 10, False),
        ("rfc1738", "httpurl", 7, 5, False),
        ("rfc1630", None, 3, 20, False),
        ("rfc2396", "relativeURI", 1, 10, False),
        ("rfc1738", None, 1, 10, True),
        ("rfc2396", "hostport", 2, 5, True),
        ("rfc1630", None, 5, 8, True),
        ("rfc3986", None, 4, 20, False),
        ("rfc3986", "IP-literal", 6, 10, False),
        ("rfc3986", None, 2, 10, True),
        ("rfc3986", "authority", 9, 5, True),
        ("rfc3987", None, 4, 20, False),
        ("rfc3987", "iquery", 3, 10, False),
        ("rfc3987", None, 2, 10, True),
        ("rfc3987", "ihost", 8, 5, True),
    ],
)
def test_generate_is_the_tools_generate(cli, schema, grammar, production, seed, count, invalid):
    args = ["--grammar", grammar, "generate", "--format", "jsonl", "--seed", str(seed),
            "--count", str(count)]
    if production:
        args += ["--production", production]
    if invalid:
        args.append("--invalid")
    theirs = jsonl(cli(args))
    ours = rfc1738.generate(grammar, count=count, seed=seed, production=production, invalid=invalid)
    assert ours == theirs
    assert len(ours) == count
    for o in ours:
        schema.check("near_miss" if invalid else "generate", o, o["input"])
        if production is None:
            assert rfc1738.is_valid(o["input"], grammar) == (not invalid), o


def vector_lines(name):
    """The lines of ``vectors/NAME``, split at ``\\n`` only: the inputs
    of RFC 3987's vectors hold characters that ``str.splitlines`` splits
    at too (U+0085 NEXT LINE), written as themselves in the JSON."""
    text = (ROOT / "vectors" / name).read_text(encoding="utf-8")
    return [line for line in text.split("\n") if line]


@pytest.mark.parametrize("grammar", GRAMMARS)
def test_trees_and_components_are_the_vectors(grammar):
    """Every whole-URL vector: ``parse`` accepts exactly the valid ones,
    with the vector's tree and components; the others raise the error
    the vector names."""
    seen = 0
    for line in vector_lines(f"{grammar}.jsonl"):
        v = json.loads(line)
        if not v["whole_url"]:
            continue
        seen += 1
        try:
            url = rfc1738.parse(v["input"], grammar)
        except rfc1738.ParseError as e:
            assert not v["valid"], v["id"]
            assert (e.expected, e.offset) == (v["error"]["production"], v["error"]["offset"]), v["id"]
            continue
        assert v["valid"], v["id"]
        assert url.tree == v["tree"], v["id"]
        assert url.components == v["components"], v["id"]
    assert seen > 1000, seen


@pytest.mark.parametrize("grammar", ["rfc2396", "rfc3986"])
def test_resolve_is_the_vectors(grammar):
    n = 0
    for line in vector_lines(f"{grammar}-resolve.jsonl"):
        v = json.loads(line)
        if v["target"] is None:
            with pytest.raises(ValueError) as info:
                rfc1738.resolve(v["base"], v["reference"], grammar)
            if v["error"] is not None:
                assert isinstance(info.value, rfc1738.ParseError), v["id"]
                assert (info.value.expected, info.value.offset) == (
                    v["error"]["production"], v["error"]["offset"]), v["id"]
            continue
        assert rfc1738.resolve(v["base"], v["reference"], grammar) == v["target"], v["id"]
        n += 1
    assert n > 500, n


@pytest.mark.parametrize("grammar, args", [
    ("rfc2396", []),
    ("rfc3986", ["--grammar", "rfc3986"]),
])
def test_resolve_is_the_tools_resolve(cli, grammar, args):
    base = "http://a/b/c/d;p?q"
    references = ["../g", "g;x=1/../y", "#s", "//g", "g?y#s", "g/./h/../i", "../../../g",
                  "?y", "", "http:g"]
    if grammar == "rfc2396":
        references = [r for r in references if r not in ("?y", "")]
    theirs = cli([*args, "resolve", base, *references]).splitlines()
    assert [rfc1738.resolve(base, r, grammar) for r in references] == theirs
    if grammar == "rfc3986":
        theirs = cli([*args, "resolve", "--non-strict", base, *references]).splitlines()
        ours = [rfc1738.resolve(base, r, grammar, non_strict=True) for r in references]
        assert ours == theirs
        assert ours[-1] == "http://a/b/c/g"


def test_normalize_is_the_tools_normalize(cli):
    """``normalize`` gives what ``rfc1738 normalize`` prints for every
    line of the corpus sample, and raises the tool's error where it has
    none; a normalization is its own normalization."""
    texts = []
    for path in sample_files():
        texts += [l for l in sample_lines(path) if isinstance(l, str) and "\r" not in l]
    texts += ["HTTP://Example.COM:80/%7euser/./a/../b", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "http://h"]
    out = cli(["--grammar", "rfc3986", "normalize", "-"], input=("\n".join(texts) + "\n").encode())
    theirs = out.split("\n")[: len(texts)]
    assert len(theirs) == len(texts)
    normalized = 0
    for text, line in zip(texts, theirs):
        if rfc1738.is_valid(text, "rfc3986"):
            ours = rfc1738.normalize(text)
            assert ours == line, text
            assert rfc1738.normalize(ours) == ours, text
            normalized += 1
        else:
            assert line == "", text
            with pytest.raises(rfc1738.ParseError) as info:
                rfc1738.normalize(text)
            assert info.value.grammar == "rfc3986"
            assert info.value.offset == rfc1738.check([text], "rfc3986")[0]["error"]["offset"]
    assert normalized > 100, normalized
    assert theirs[-3:] == ["http://example.com/~user/b", "example://a/b/c/%7Bfoo%7D", "http://h/"]


def without_text(tree):
    return {
        "production": tree["production"],
        "start": tree["start"],
        "end": tree["end"],
        "children": [without_text(c) for c in tree["children"]],
    }


@pytest.mark.parametrize("grammar", GRAMMARS)
def test_url_is_the_tools_parse(cli, grammar):
    """A `Url`'s production, components, warnings, effective port and
    tree are those of `parse --format json` (whose tree nodes have their
    text too), and a `ParseError`'s fields its error's, on the corpus
    sample."""
    texts = []
    for path in sample_files():
        texts += [l for l in sample_lines(path) if isinstance(l, str) and "\r" not in l]
    theirs = jsonl(cli(["--grammar", grammar, "parse", "--format", "json", "-"],
                       input=("\n".join(texts) + "\n").encode()))
    assert len(theirs) == len(texts)
    for text, o in zip(texts, theirs):
        assert o["input"] == text
        try:
            url = rfc1738.parse(text, grammar)
        except rfc1738.ParseError as e:
            assert not o["valid"], text
            error = dict(o["error"])
            del error["column"]
            assert {k: getattr(e, k) for k in error} == error, text
            continue
        assert o["valid"], text
        assert url.production == o["production"]
        assert url.components == o["components"]
        assert url.warnings == [w["message"] for w in o["warnings"]]
        assert url.effective_port == o["effective_port"]
        assert url.tree == without_text(o["tree"])
        assert (url.host_kind, url.path_kind) == kinds_in(grammar, o["tree"]), text


def kinds_in(grammar, tree):
    """RFC 3986: the host's and the path's kinds as the tool's tree
    names them (the host's one child, the production of the path under
    the `hier-part` or `relative-part`); RFC 3987: the same of its
    `ihost`, `ipath-*`, `ihier-part` and `irelative-part`; the other
    grammars name none."""
    if grammar not in ("rfc3986", "rfc3987"):
        return (None, None)
    i = "i" if grammar == "rfc3987" else ""
    [top] = tree["children"]
    part = next(c for c in top["children"] if c["production"] in (i + "hier-part", i + "relative-part"))
    host = None
    for c in part["children"]:
        if c["production"] == i + "authority":
            [h] = [n for n in c["children"] if n["production"] == i + "host"]
            host = h["children"][0]["production"] if h["children"] else i + "reg-name"
    path = [c["production"] for c in part["children"] if c["production"].startswith(i + "path-")]
    return (host, path[0] if path else None)


def test_iris_are_the_tools_parse(cli):
    """The IRIs, each as ``rfc1738 --grammar rfc3987 parse --format
    json`` reads it: the production, components, kinds and tree of a
    valid one, the error of an invalid one (offsets in bytes)."""
    theirs = jsonl(cli(["--grammar", "rfc3987", "parse", "--format", "json", "-"],
                       input=("\n".join(IRIS) + "\n").encode()))
    assert len(theirs) == len(IRIS)
    valid = 0
    for text, o in zip(IRIS, theirs):
        assert o["input"] == text
        try:
            iri = rfc1738.parse(text, "rfc3987")
        except rfc1738.ParseError as e:
            assert not o["valid"], text
            error = dict(o["error"])
            del error["column"]
            assert {k: getattr(e, k) for k in error} == error, text
            assert e.grammar == "rfc3987"
            continue
        valid += 1
        assert o["valid"], text
        assert iri.production == o["production"]
        assert iri.components == o["components"], text
        assert iri.effective_port == o["effective_port"], text
        assert iri.tree == without_text(o["tree"]), text
        assert (iri.host_kind, iri.path_kind) == kinds_in("rfc3987", o["tree"]), text
    assert 0 < valid < len(IRIS), valid
    # check() gives the same objects as the tool's check.
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "iris.txt"
        path.write_text("\n".join(IRIS) + "\n", encoding="utf-8")
        assert rfc1738.check(IRIS, "rfc3987") == tool_check(cli, ["--grammar", "rfc3987"], path)


def test_to_uri_and_to_iri_are_the_tools(cli):
    """``to_uri`` gives what ``rfc1738 to-uri`` prints, ``to_iri`` what
    ``rfc1738 to-iri`` prints, and each raises where the tool has no
    answer (an empty line)."""
    uris = [
        "http://www.example.org/D%C3%BCrst",
        "http://www.example.org/D%FCrst",
        "http://xn--99zt52a.example.org/%e2%80%ae",
        "http://h/%EE%80%80?%EE%80%80#%EE%80%80",
        "http://h/%41%2F%25%20%7e",
        "http://h/a b",
    ]
    for command, function, texts, grammar in (
        ("to-uri", rfc1738.to_uri, IRIS, "rfc3987"),
        ("to-iri", rfc1738.to_iri, uris + IRIS, "rfc3986"),
    ):
        out = cli([command, "-"], input=("\n".join(texts) + "\n").encode())
        theirs = out.split("\n")[: len(texts)]
        mapped = 0
        for text, line in zip(texts, theirs):
            if rfc1738.is_valid(text, grammar):
                assert function(text) == line, (command, text)
                mapped += 1
            else:
                assert line == "", (command, text)
                with pytest.raises(rfc1738.ParseError) as info:
                    function(text)
                assert info.value.grammar == grammar
                assert info.value.offset == rfc1738.check([text], grammar)[0]["error"]["offset"]
        assert 0 < mapped < len(texts), (command, mapped)


def test_resolve_by_rfc3987_is_rfc3986s_on_uris_and_commutes_with_to_uri():
    """RFC 3987 §6.5: an IRI reference resolves by RFC 3986's algorithm.
    So on every RFC 3986 resolution vector (URIs are IRIs) the target is
    RFC 3986's; and the URI of an IRI target is the RFC 3986 target of
    the URIs of base and reference (percent-encoding adds no ``/`` nor
    ``.``)."""
    n = 0
    for line in vector_lines("rfc3986-resolve.jsonl"):
        v = json.loads(line)
        if v["target"] is None:
            continue
        assert rfc1738.resolve(v["base"], v["reference"], "rfc3987") == v["target"], v["id"]
        n += 1
    assert n > 500, n
    bases = ["http://例え.jp/ä/b/c;p?q", "http://a/b/c/d;p?q", "f:/δ/ε", "http://[::1]/パス/"]
    references = ["../δ", "?ü", "//東京/x", "g/./ü/../i", "../../../ä", "#フ", "", "http:ö", ".//ä"]
    for base in bases:
        for reference in references:
            target = rfc1738.resolve(base, reference, "rfc3987")
            assert rfc1738.is_valid(target, "rfc3987"), (base, reference, target)
            uris = (rfc1738.to_uri(base), rfc1738.to_uri(reference))
            assert rfc1738.to_uri(target) == rfc1738.resolve(*uris, "rfc3986"), (base, reference)
            non_strict = rfc1738.resolve(base, reference, "rfc3987", non_strict=True)
            assert rfc1738.to_uri(non_strict) == rfc1738.resolve(*uris, "rfc3986", non_strict=True)
