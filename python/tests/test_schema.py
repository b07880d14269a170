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
from conftest import GRAMMARS, OPTIONS, ROOT, jsonl, sample_files, sample_lines


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


@pytest.mark.parametrize("grammar", GRAMMARS)
@pytest.mark.parametrize("option", [False, True], ids=["defaults", "option"])
def test_check_is_the_tools_check_on_the_corpus_sample(cli, schema, grammar, option):
    keyword, flag = OPTIONS[grammar]
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
    data = "\n".join(texts) + "\n"
    theirs = jsonl(cli(["compat", "--format", "jsonl", "-"], input=data.encode()))
    ours = [rfc1738.compare(t) for t in texts]
    assert len(ours) == len(theirs) == len(texts)
    for t, a, b in zip(texts, ours, theirs):
        assert a == b, t
        schema.check("compat", a, repr(t))
    assert any(o["differences"] for o in ours)


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


@pytest.mark.parametrize("grammar", GRAMMARS)
def test_trees_and_components_are_the_vectors(grammar):
    """Every whole-URL vector: ``parse`` accepts exactly the valid ones,
    with the vector's tree and components; the others raise the error
    the vector names."""
    seen = 0
    for line in (ROOT / "vectors" / f"{grammar}.jsonl").read_text(encoding="utf-8").splitlines():
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
    for line in (ROOT / "vectors" / f"{grammar}-resolve.jsonl").read_text(encoding="utf-8").splitlines():
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
    the `hier-part` or `relative-part`); the other grammars name none."""
    if grammar != "rfc3986":
        return (None, None)
    [top] = tree["children"]
    part = next(c for c in top["children"] if c["production"] in ("hier-part", "relative-part"))
    host = None
    for c in part["children"]:
        if c["production"] == "authority":
            [h] = [n for n in c["children"] if n["production"] == "host"]
            host = h["children"][0]["production"] if h["children"] else "reg-name"
    path = [c["production"] for c in part["children"] if c["production"].startswith("path-")]
    return (host, path[0] if path else None)
