"""The package's API: what each function returns and raises, the
errors' fields, the options of each grammar (and the clear error for
another grammar's), the GIL released by check, and the stubs."""

import ast
import doctest
import gc
import inspect
import re
import threading
from pathlib import Path

import pytest

import rfc1738


def test_the_names():
    assert rfc1738.GRAMMARS == ("rfc1738", "rfc1630", "rfc2396", "rfc3986", "rfc3987")
    assert isinstance(rfc1738.__version__, str)
    assert issubclass(rfc1738.ParseError, ValueError)
    for name in rfc1738.__all__:
        assert hasattr(rfc1738, name), name


def test_parse_gives_a_url():
    url = rfc1738.parse("ftp://joe:pw@ftp.example.com/pub/f.txt;type=i")
    assert isinstance(url, rfc1738.Url)
    assert url.text == str(url) == "ftp://joe:pw@ftp.example.com/pub/f.txt;type=i"
    assert url.grammar == "rfc1738"
    assert url.production == "ftpurl"
    assert url.components == {
        "scheme": "ftp",
        "user": "joe",
        "password": "pw",
        "host": "ftp.example.com",
        "port": None,
        "path": "pub/f.txt;type=i",
        "query": None,
        "fragment": None,
    }
    assert url.effective_port == 21
    assert url.warnings == ["a password is written in the URL at byte 10 (§6)"]
    assert url.tree["production"] == "url"
    assert (url.tree["start"], url.tree["end"]) == (0, len(url.text))
    assert url.tree["children"][0]["production"] == "ftpurl"
    assert repr(url) == "Url('ftp://joe:pw@ftp.example.com/pub/f.txt;type=i', grammar='rfc1738', production='ftpurl')"


def test_urls_are_equal_by_grammar_and_text():
    a = rfc1738.parse("http://h.example/a")
    b = rfc1738.parse("http://h.example/a")
    assert a is not b
    assert a == b and not (a != b)
    assert hash(a) == hash(b)
    assert len({a, b}) == 1 and {a: 1}[b] == 1
    # Another grammar, another text: another `Url`, whatever they mean.
    assert a != rfc1738.parse("http://h.example/a", "rfc2396")
    assert a != rfc1738.parse("HTTP://h.example/a")
    assert rfc1738.parse("http://h/%41", "rfc2396") != rfc1738.parse("http://h/A", "rfc2396")
    # The options that let a text be read do not change what it is.
    assert rfc1738.parse("HTTP://h/", "rfc1630", fold_scheme_case=True) == rfc1738.parse(
        "HTTP://h/", "rfc1630", fold_scheme_case=True, max_len=100
    )
    # Never equal to its text, nor to anything else that is no `Url`.
    assert a != "http://h.example/a" and a != None  # noqa: E711
    assert len({a, b, rfc1738.parse("http://h.example/a", "rfc1630")}) == 2


def test_each_grammar_reads_its_own_way():
    text = "ftp://localhost/baz.gif;type=a"
    assert rfc1738.parse(text).components["path"] == "baz.gif;type=a"
    assert rfc1738.parse("ftp://localhost/baz.gif", "rfc1630").production == "ftpaddress"
    uri = rfc1738.parse(text, grammar="rfc2396")
    assert uri.production == "absoluteURI"
    assert uri.components["path"] == "/baz.gif;type=a"
    assert list(uri.components) == ["scheme", "authority", "userinfo", "host", "port", "path", "query", "fragment"]
    assert uri.components["authority"] == "localhost"
    # RFC 2396 reads the `~` of later URLs; RFC 1738 does not.
    assert rfc1738.is_valid("http://h/~joe", "rfc2396")
    assert not rfc1738.is_valid("http://h/~joe")
    # RFC 3986 reads with its own grammar, not RFC 2396's: `URI` and
    # `relative-ref`, IPvFuture literals, an empty relative path, `[`
    # and `]` only around an IP literal.
    uri = rfc1738.parse(text, grammar="rfc3986")
    assert uri.production == "URI"
    assert uri.components == rfc1738.parse(text, "rfc2396").components
    assert uri.tree["production"] == "URI-reference"
    assert uri.tree["children"][0]["production"] == "URI"
    assert rfc1738.parse("?y", "rfc3986").production == "relative-ref"
    assert not rfc1738.is_valid("?y", "rfc2396")
    assert rfc1738.is_valid("http://[v1.fe80::a+en1]/", "rfc3986")
    assert not rfc1738.is_valid("http://[v1.fe80::a+en1]/", "rfc2396")
    assert not rfc1738.is_valid("http://h/a[b]", "rfc3986")
    for t in ("http://h/a[b]", "a:b/c:d e", "1a:b", "http://h/a%zz", "http://h/#a#b"):
        assert rfc1738.is_valid(t, "rfc3986") == (t == "never")


def test_rfc3986_names_the_kinds_of_host_and_path():
    cases = [
        ("http://[::1]:8/a", "IP-literal", "path-abempty"),
        ("http://[v1.x]", "IP-literal", "path-abempty"),
        ("http://192.0.2.1/", "IPv4address", "path-abempty"),
        # §3.2.2: not an `IPv4address`, so a `reg-name` (first match wins).
        ("http://192.0.2.256/", "reg-name", "path-abempty"),
        ("file:///etc/hosts", "reg-name", "path-abempty"),
        ("mailto:joe@h.example", None, "path-rootless"),
        ("urn:/x", None, "path-absolute"),
        ("a/b:c", None, "path-noscheme"),
        ("?q", None, "path-empty"),
        ("x:", None, "path-empty"),
    ]
    for text, host, path in cases:
        uri = rfc1738.parse(text, "rfc3986")
        assert (uri.host_kind, uri.path_kind) == (host, path), text
    # The other grammars name no such kinds.
    for grammar in ("rfc1738", "rfc1630", "rfc2396"):
        url = rfc1738.parse("http://h/a", grammar)
        assert (url.host_kind, url.path_kind) == (None, None), grammar


def test_rfc3987_reads_iris():
    """RFC 3987 §2.2: RFC 3986's syntax with `ucschar` in the unreserved
    characters and `iprivate` in the query; offsets are byte offsets into
    the UTF-8 text."""
    iri = rfc1738.parse("http://例え.jp/パス", "rfc3987")
    assert (iri.grammar, iri.production) == ("rfc3987", "IRI")
    assert iri.components == {
        "scheme": "http", "authority": "例え.jp", "userinfo": None, "host": "例え.jp",
        "port": None, "path": "/パス", "query": None, "fragment": None,
    }
    assert (iri.host_kind, iri.path_kind) == ("ireg-name", "ipath-abempty")
    assert iri.tree["production"] == "IRI-reference"
    # The path's bytes: "http://" and 例え.jp are 7 + 9 bytes, パス 6.
    [top] = iri.tree["children"]
    [part] = [c for c in top["children"] if c["production"] == "ihier-part"]
    [path] = [c for c in part["children"] if c["production"] == "ipath-abempty"]
    assert (path["start"], path["end"]) == (16, 23)
    assert iri.effective_port == 80 and iri.warnings == []
    wiki = rfc1738.parse("https://ru.wikipedia.org/wiki/Москва", "rfc3987")
    assert wiki.components["path"] == "/wiki/Москва" and wiki.effective_port == 443
    assert rfc1738.is_valid("https://ru.wikipedia.org/wiki/Москва", "rfc3987")
    # RFC 3986 stops at the first character beyond ASCII.
    assert not rfc1738.is_valid("https://ru.wikipedia.org/wiki/Москва", "rfc3986")
    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.parse("http://例え.jp/パス", "rfc3986")
    assert (info.value.offset, info.value.found) == (7, "例")
    # A private use character (U+E000) stands for itself in the query only.
    assert rfc1738.parse("http://h/?\ue000", "rfc3987").components["query"] == "\ue000"
    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.parse("http://h/\ue000", "rfc3987")
    e = info.value
    assert (e.grammar, e.kind, e.offset, e.found) == ("rfc3987", "syntax", 9, "\ue000")
    assert e.hint_id == "private-outside-query" and "RFC 3987 §2.2" in e.hint
    [o] = rfc1738.check(["http://h/\ue000"], "rfc3987")
    for key, value in o["error"].items():
        assert getattr(e, key) == value, key
    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.parse("http://h/?q#\ue000", "rfc3987")
    assert (info.value.offset, info.value.hint_id) == (12, "private-outside-query")
    # The offset after a character of 2, 3 and 4 bytes.
    for text, offset in (("/ä\ufffd", 3), ("/例\ufffd", 4), ("/𝄞\ufffd", 5)):
        with pytest.raises(rfc1738.ParseError) as info:
            rfc1738.parse(text, "rfc3987")
        assert (info.value.offset, info.value.found, info.value.hint_id) == (offset, "\ufffd", "not-ucschar"), text
    # Every URI is an IRI (§2.2).
    for text in ("http://a/b/c/d;p?q", "//[v1.x]/p", "?y", "a/b:c", "mailto:joe@h.example"):
        assert rfc1738.is_valid(text, "rfc3986") and rfc1738.is_valid(text, "rfc3987"), text
    for text in ("http://h/a b", "1a:b", "http://h/a%zz", "http://[fe80::1%25eth0]/"):
        assert not rfc1738.is_valid(text, "rfc3987"), text
    # RFC 3987 has no zone identifiers, and so no option but max_len.
    with pytest.raises(TypeError, match="zone_ids is no option of the RFC 3987 grammar: it is an option of RFC 3986"):
        rfc1738.parse("http://[fe80::1%25eth0]/", "rfc3987", zone_ids=True)
    # `max_len` counts bytes: パス is 6 of them.
    assert rfc1738.is_valid("/パス", "rfc3987", max_len=7)
    assert not rfc1738.is_valid("/パス", "rfc3987", max_len=6)
    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.parse("/パス", "rfc3987", max_len=6)
    assert (info.value.kind, info.value.offset) == ("too_long", 6)


def test_rfc3987_names_the_kinds_of_ihost_and_ipath():
    cases = [
        ("http://[::1]:8/ä", "IP-literal", "ipath-abempty"),
        ("http://192.0.2.1/", "IPv4address", "ipath-abempty"),
        ("http://192.0.2.256/", "ireg-name", "ipath-abempty"),
        ("http://例え.jp", "ireg-name", "ipath-abempty"),
        ("file:///etc/hosts", "ireg-name", "ipath-abempty"),
        ("mailto:jösé@h.example", None, "ipath-rootless"),
        ("urn:/ä", None, "ipath-absolute"),
        ("ä/b:c", None, "ipath-noscheme"),
        ("?ü", None, "ipath-empty"),
        ("x:", None, "ipath-empty"),
    ]
    for text, host, path in cases:
        iri = rfc1738.parse(text, "rfc3987")
        assert (iri.host_kind, iri.path_kind) == (host, path), text


def test_to_uri_and_to_iri():
    # RFC 3987 §3.1: each character beyond ASCII as its UTF-8 octets,
    # %HH in uppercase; a URI is its own URI.
    assert rfc1738.to_uri("http://r\u00e9sum\u00e9.example.org") == "http://r%C3%A9sum%C3%A9.example.org"
    assert rfc1738.to_uri("http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00e9sum\u00e9.example.org") == (
        "http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org")
    assert rfc1738.to_uri("http://例え.jp/パス") == "http://%E4%BE%8B%E3%81%88.jp/%E3%83%91%E3%82%B9"
    assert rfc1738.to_uri("http://h/?\ue000") == "http://h/?%EE%80%80"
    assert rfc1738.to_uri("http://a/%7e?x=%c3%bc") == "http://a/%7e?x=%c3%bc"
    uri = rfc1738.to_uri("https://ru.wikipedia.org/wiki/Москва")
    assert uri == "https://ru.wikipedia.org/wiki/%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0"
    assert rfc1738.is_valid(uri, "rfc3986") and rfc1738.to_uri(uri) == uri
    # RFC 3987 §3.2.1's three examples.
    assert rfc1738.to_iri("http://www.example.org/D%C3%BCrst") == "http://www.example.org/D\u00fcrst"
    assert rfc1738.to_iri("http://www.example.org/D%FCrst") == "http://www.example.org/D%FCrst"
    assert rfc1738.to_iri("http://xn--99zt52a.example.org/%e2%80%ae") == (
        "http://xn--99zt52a.example.org/%E2%80%AE")
    # Back again, and what is kept: `%25`, reserved characters, a private
    # use character outside the query.
    assert rfc1738.to_iri(uri) == "https://ru.wikipedia.org/wiki/Москва"
    assert rfc1738.to_iri("http://h/%41%2F%25%20%7e") == "http://h/A%2F%25%20~"
    assert rfc1738.to_iri("http://h/%EE%80%80?%EE%80%80#%EE%80%80") == "http://h/%EE%80%80?\ue000#%EE%80%80"
    # The input must be what the mapping reads: an IRI reference (RFC
    # 3987 §2.2), a URI reference (RFC 3986).
    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.to_uri("http://h/\ue000")
    assert (info.value.grammar, info.value.offset, info.value.hint_id) == ("rfc3987", 9, "private-outside-query")
    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.to_iri("http://h/ä")
    assert (info.value.grammar, info.value.offset, info.value.found) == ("rfc3986", 9, "ä")
    assert rfc1738.to_iri("http://[fe80::1%25eth0]/%C3%A4", zone_ids=True) == "http://[fe80::1%25eth0]/ä"
    with pytest.raises(TypeError, match="zone_ids is no option of the RFC 3987 grammar"):
        rfc1738.to_uri("http://h/", zone_ids=True)
    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.to_uri("/パス", max_len=6)
    assert info.value.kind == "too_long"
    with pytest.raises(TypeError, match="to_uri reads a str"):
        rfc1738.to_uri(b"http://h/")
    with pytest.raises(TypeError, match="to_iri reads a str"):
        rfc1738.to_iri(None)
    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.to_uri("http://h/\udcff")
    assert info.value.kind == "not_utf8"
    assert str(inspect.signature(rfc1738.to_uri)) == "(text, **options)"
    assert str(inspect.signature(rfc1738.to_iri)) == "(text, **options)"
    assert "RFC 3987 §3.1" in rfc1738.to_uri.__doc__ and "RFC 3987 §3.2" in rfc1738.to_iri.__doc__


def test_resolve_by_rfc3987():
    # RFC 3987 §6.5: RFC 3986's algorithm, the characters beyond ASCII as
    # unreserved ones.
    base = "http://例え.jp/ä/b/c;p?q"
    assert rfc1738.resolve(base, "../δ", "rfc3987") == "http://例え.jp/ä/δ"
    assert rfc1738.resolve(base, "?ü", "rfc3987") == "http://例え.jp/ä/b/c;p?ü"
    assert rfc1738.resolve(base, "//東京/x", grammar="rfc3987") == "http://東京/x"
    assert rfc1738.resolve(base, "g?\ue000", "rfc3987") == "http://例え.jp/ä/b/g?\ue000"
    assert rfc1738.resolve("http://a/b/c/d;p?q", "http:g", "rfc3987") == "http:g"
    assert rfc1738.resolve("http://a/b/c/d;p?q", "http:g", "rfc3987", non_strict=True) == "http://a/b/c/g"
    # RFC 3986 cannot read them.
    with pytest.raises(rfc1738.ParseError):
        rfc1738.resolve(base, "../δ", "rfc3986")
    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.resolve(base, "ä/\ue000", "rfc3987")
    assert (info.value.grammar, info.value.offset, info.value.hint_id) == ("rfc3987", 3, "private-outside-query")
    with pytest.raises(ValueError, match="not an absolute IRI"):
        rfc1738.resolve("/ä/b", "g", "rfc3987")
    with pytest.raises(TypeError, match="zone_ids is no option of the RFC 3987 grammar"):
        rfc1738.resolve(base, "g", "rfc3987", zone_ids=True)


def test_warnings_and_ports():
    url = rfc1738.parse("gopher://mail.example:25/1x%0D%0AHELO")
    assert url.warnings[0] == "port 25 at byte 22 is not the scheme's default port 70 (§6)"
    assert url.effective_port == 25
    assert rfc1738.parse("http://h:99999/").effective_port is None
    assert rfc1738.parse("mailto:joe@h.example").effective_port is None
    assert rfc1738.parse("http://h/", "rfc2396").effective_port == 80
    # No host, no server to connect to: no port.
    assert rfc1738.parse("http:foo", "rfc2396").effective_port is None
    assert rfc1738.parse("http://h/", "rfc1630").warnings == []
    assert rfc1738.parse("https://h/", "rfc3986").effective_port == 443
    assert rfc1738.parse("http://h:8080/", "rfc3986").effective_port == 8080
    assert rfc1738.parse("http://h:/", "rfc3986").effective_port == 80
    assert rfc1738.parse("http://h:99999/", "rfc3986").effective_port is None
    assert rfc1738.parse("http:foo", "rfc3986").effective_port is None
    assert rfc1738.parse("//h/", "rfc3986").effective_port is None
    assert rfc1738.parse("http://h/", "rfc3986").warnings == []


def test_the_error_has_the_fields_of_the_json_error():
    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.parse("http://example.com:/")
    e = info.value
    assert isinstance(e, ValueError)
    assert e.grammar == "rfc1738"
    assert e.input == "http://example.com:/"
    assert e.kind == "syntax"
    assert e.expected == "digits"
    assert e.offset == 19
    assert e.found == "/"
    assert e.within == ["port", "hostport", "httpurl", "url"]
    assert e.next == []
    assert e.after is None
    assert e.message == "expected digits at byte 19, found '/' (within port, hostport, httpurl, url)"
    assert str(e) == e.message
    assert e.hint is None and e.hint_id is None
    # The error object of check, field for field.
    [o] = rfc1738.check(["http://example.com:/"])
    for key, value in o["error"].items():
        assert getattr(e, key) == value, key


def test_an_rfc3986_error_names_its_production_byte_and_hint():
    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.parse("http://h/a b", "rfc3986")
    e = info.value
    assert e.grammar == "rfc3986"
    assert (e.kind, e.expected, e.offset, e.found) == ("syntax", "segment", 10, " ")
    assert e.within == ["path-abempty", "hier-part", "URI", "URI-reference"]
    assert e.hint_id == "space" and "RFC 3986 §2" in e.hint
    [o] = rfc1738.check(["http://h/a b"], "rfc3986")
    for key, value in o["error"].items():
        assert getattr(e, key) == value, key
    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.parse("1a:b", "rfc3986")
    assert (info.value.offset, info.value.hint_id) == (2, "colon-in-first-segment")
    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.parse("http://[fe80::1%25eth0]/", "rfc3986")
    assert info.value.hint_id == "ipv6-zone-id"
    assert "zone_ids" in info.value.hint or "--zone-ids" in info.value.hint


def test_a_hint_says_what_the_failure_most_likely_is():
    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.parse("http://h.example/~joe/")
    e = info.value
    assert (e.expected, e.offset, e.found) == ("hsegment", 17, "~")
    assert "RFC 1738 §2.2" in e.hint
    assert str(e) == e.message
    assert "~" not in e.message.split(",")[0] or True


def test_an_error_at_the_end_and_what_may_come_next():
    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.parse("http")
    e = info.value
    assert e.found is None
    assert e.offset == 4
    assert isinstance(e.next, list) and all(isinstance(n, str) for n in e.next)


def test_lengths_and_offsets_are_bytes():
    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.parse("http://h/é")
    assert (info.value.offset, info.value.found) == (9, "é")
    # `é` is two bytes of UTF-8: ten characters, eleven bytes.
    assert not rfc1738.is_valid("http://h/é", "rfc2396", max_len=10)
    with pytest.raises(rfc1738.ParseError, match="11 bytes"):
        rfc1738.parse("http://h/é", max_len=10)


def test_a_str_that_is_not_utf8():
    assert rfc1738.is_valid("http://h/\udcff") is False
    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.parse("http://h/\udcff")
    e = info.value
    assert e.kind == "not_utf8"
    assert e.expected is None and e.offset == 9
    assert str(e) == "not UTF-8: byte 0xFF at byte 9"


def test_too_long():
    assert not rfc1738.is_valid("http://h/" + "a" * 100, max_len=64)
    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.parse("http://h/" + "a" * 100, max_len=64)
    assert info.value.kind == "too_long"
    assert info.value.offset == 64
    assert rfc1738.is_valid("http://h/", max_len=9)
    assert not rfc1738.is_valid("http://h/", max_len=8)


@pytest.mark.parametrize(
    "grammar, keyword, text, default, with_option",
    [
        ("rfc1738", "strict_scheme_case", "HTTP://h/", True, False),
        ("rfc1630", "fold_scheme_case", "HTTP://h/", False, True),
        ("rfc2396", "empty_relative_path", "?y", False, True),
        ("rfc3986", "zone_ids", "http://[fe80::1%25eth0]/", False, True),
    ],
)
def test_each_grammar_has_its_option(grammar, keyword, text, default, with_option):
    assert rfc1738.is_valid(text, grammar) is default
    assert rfc1738.is_valid(text, grammar, **{keyword: True}) is with_option
    assert rfc1738.is_valid(text, grammar=grammar, **{keyword: False}) is default
    assert [o["valid"] for o in rfc1738.check([text], grammar, **{keyword: True})] == [with_option]
    if with_option:
        assert rfc1738.parse(text, grammar, **{keyword: True}).text == text
    else:
        with pytest.raises(rfc1738.ParseError):
            rfc1738.parse(text, grammar, **{keyword: True})
    # Under another grammar the option is refused, saying whose it is.
    for other in rfc1738.GRAMMARS:
        if other == grammar:
            continue
        for call in (rfc1738.parse, rfc1738.is_valid):
            with pytest.raises(TypeError, match=f"{keyword} is no option of the RFC {other[3:]} grammar"):
                call(text, other, **{keyword: True})
        with pytest.raises(TypeError, match=keyword):
            rfc1738.check([text], other, **{keyword: True})


def test_bad_arguments_are_clear_errors():
    with pytest.raises(TypeError, match="no_such is no option"):
        rfc1738.is_valid("http://h/", no_such=True)
    with pytest.raises(TypeError, match="True or False"):
        rfc1738.is_valid("http://h/", strict_scheme_case="yes")
    with pytest.raises(ValueError, match="no grammar is named 'rfc3988' \\(the grammars: rfc1738, rfc1630, rfc2396, rfc3986, rfc3987\\)"):
        rfc1738.parse("http://h/", "rfc3988")
    with pytest.raises(TypeError, match="reads a str"):
        rfc1738.is_valid(b"http://h/")
    with pytest.raises(TypeError, match="reads a str"):
        rfc1738.parse(None)
    with pytest.raises(TypeError):
        rfc1738.is_valid()
    with pytest.raises(TypeError):
        rfc1738.parse("http://h/", "rfc1738", "extra")
    with pytest.raises(TypeError, match="iterable of str"):
        rfc1738.check("http://h/")
    with pytest.raises(TypeError, match="not int"):
        rfc1738.check(["http://h/", 3])
    with pytest.raises(ValueError, match="max_len"):
        rfc1738.is_valid("http://h/", max_len=-1)


def test_the_common_call_and_the_general_call_agree():
    """`is_valid(text)`, `is_valid(text, grammar)` and `is_valid(text,
    grammar=...)` (and the same of `parse`) take a short way in; any
    other call (here: with the default `max_len` given) takes pyo3's.
    The answers are the same."""
    texts = ["http://h/", "http://h/~", "HTTP://H/", "", "x:", "ftp://h/;type=i",
             "http://h/\udcff", "?y", "url:http://h/", "//h/p", "http://[v1.x]/", "1a:b",
             "http://[fe80::1%25eth0]/", "a b"]

    def outcome(call):
        try:
            return repr(call())
        except rfc1738.ParseError as e:
            return (type(e), e.message, e.fields())

    limit = 4 * 1024 * 1024
    for grammar in rfc1738.GRAMMARS:
        for t in texts:
            general = rfc1738.is_valid(t, grammar, max_len=limit)
            assert rfc1738.is_valid(t, grammar) == rfc1738.is_valid(t, grammar=grammar) == general, t
            general = outcome(lambda: rfc1738.parse(t, grammar, max_len=limit))
            assert outcome(lambda: rfc1738.parse(t, grammar)) == general, t
            assert outcome(lambda: rfc1738.parse(t, grammar=grammar)) == general, t
            if grammar == "rfc1738":
                assert rfc1738.is_valid(t) == rfc1738.is_valid(t, grammar)
                assert outcome(lambda: rfc1738.parse(t)) == general, t
    # What the short way does not take goes the long way, with its errors.
    with pytest.raises(ValueError, match="no grammar is named 'RFC1738'"):
        rfc1738.is_valid("http://h/", "RFC1738")
    with pytest.raises(TypeError, match="reads a str"):
        rfc1738.parse("http://h/", grammar=1738)
    assert str(inspect.signature(rfc1738.is_valid)) == "(text, grammar='rfc1738', **options)"
    assert str(inspect.signature(rfc1738.parse)) == "(text, grammar='rfc1738', **options)"
    assert "URL of the grammar" in rfc1738.is_valid.__doc__


def test_check_of_any_iterable():
    def texts():
        yield "http://h/"
        yield "http://h/~"
    out = rfc1738.check(texts())
    assert [o["valid"] for o in out] == [True, False]
    assert rfc1738.check([]) == []
    assert rfc1738.check(("x:y",), "rfc1630")[0]["grammar"] == "rfc1630"
    assert rfc1738.check(["?y"], "rfc3986")[0]["production"] == "relative-ref"
    # A large batch (read on several threads) gives what one by one gives.
    many = ["http://h/%d" % k if k % 3 else "http://h/~%d" % k for k in range(20000)]
    assert rfc1738.check(many) == [rfc1738.check([t])[0] for t in many]
    many = ["http://h/%d" % k if k % 3 else "http://h/ %d" % k for k in range(20000)]
    assert rfc1738.check(many, "rfc3986") == [rfc1738.check([t], "rfc3986")[0] for t in many]


def test_check_leaves_the_garbage_collector_as_it_was():
    assert gc.isenabled()
    rfc1738.check(["http://h/"] * 10)
    assert gc.isenabled()
    gc.disable()
    try:
        rfc1738.check(["http://h/"] * 10)
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_check_releases_the_gil():
    """While one thread checks a large batch, another runs Python code."""
    batch = ["http://h.example/a/b/c?d"] * 400_000
    ticks = []
    done = threading.Event()

    def tick():
        while not done.is_set():
            ticks.append(1)

    t = threading.Thread(target=tick)
    t.start()
    try:
        before = len(ticks)
        rfc1738.check(batch)
        during = len(ticks) - before
    finally:
        done.set()
        t.join()
    assert during > 0


def test_compare():
    o = rfc1738.compare("http://h.example/~joe/")
    assert set(o) == {"input", "input_hex", "grammars", "differences"}
    assert list(o["grammars"]) == [
        "rfc1738", "rfc1630", "rfc2396", "rfc3986", "rfc3987", "fluent-uri", "whatwg"
    ]
    assert o["grammars"]["rfc1738"]["valid"] is False
    assert o["grammars"]["rfc2396"]["valid"] is True
    assert o["grammars"]["rfc3986"]["computed_by"] == "rfc1738"
    assert o["grammars"]["fluent-uri"]["computed_by"] == "fluent-uri"
    tilde = [d for d in o["differences"] if d["kind"] == "character" and d["character"] == "~"]
    assert tilde and tilde[0]["readings"]["rfc1738"]["section"] == "RFC 1738 §2.2"
    # RFC 3986's column is the crate's own reading (an error with its
    # production and byte), fluent-uri's beside it.
    o = rfc1738.compare("http://h/a b")
    assert o["grammars"]["rfc3986"]["error"]["expected"] == "segment"
    assert o["grammars"]["rfc3986"]["error"]["offset"] == 10
    assert o["grammars"]["rfc3986"]["error"]["hint_id"] == "space"
    [checked] = rfc1738.check(["http://h/a b"], "rfc3986")
    assert o["grammars"]["rfc3986"]["error"]["message"] == checked["error"]["message"]
    o = rfc1738.compare("http://[v1.x]/p")
    assert o["grammars"]["rfc3986"]["valid"] and o["grammars"]["rfc3986"]["production"] == "URI"
    assert o["grammars"]["rfc3986"]["components"] == rfc1738.parse("http://[v1.x]/p", "rfc3986").components
    # RFC 3987's column is the crate's reading of IRIs; a character beyond
    # US-ASCII is a difference of its own kind, which only an IRI writes
    # as itself.
    o = rfc1738.compare("http://例え.jp/パス")
    iri = o["grammars"]["rfc3987"]
    assert (iri["valid"], iri["production"], iri["computed_by"]) == (True, "IRI", "rfc1738")
    assert iri["components"] == rfc1738.parse("http://例え.jp/パス", "rfc3987").components
    assert o["grammars"]["rfc3986"]["valid"] is False
    [first, *_] = [d for d in o["differences"] if d["kind"] == "non_ascii"]
    assert (first["start"], first["text"]) == (7, "例")
    assert "RFC 3987" in first["readings"]["rfc3987"]["section"]
    o = rfc1738.compare("http://h/\ue000")
    assert o["grammars"]["rfc3987"]["error"]["hint_id"] == "private-outside-query"


def test_resolve():
    assert rfc1738.resolve("http://a/b/c/d;p?q", "../g") == "http://a/b/g"
    assert rfc1738.resolve("http://a/b/c/d;p?q", "g;x=1/../y") == "http://a/b/c/y"
    with pytest.raises(ValueError, match="not an absolute URI"):
        rfc1738.resolve("/b/c", "g")
    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.resolve("http://a/b", "?y")
    assert info.value.grammar == "rfc2396"
    assert rfc1738.resolve("http://a/b/c/d;p?q", "?y", empty_relative_path=True) == "http://a/b/c/?y"
    with pytest.raises(TypeError, match="strict_scheme_case"):
        rfc1738.resolve("http://a/b", "g", strict_scheme_case=True)
    assert rfc1738.resolve("http://a/b", "g", "rfc2396") == rfc1738.resolve("http://a/b", "g")


def test_resolve_by_rfc3986():
    base = "http://a/b/c/d;p?q"
    # RFC 3986 §5.4.1 and §5.4.2.
    assert rfc1738.resolve(base, "?y", "rfc3986") == "http://a/b/c/d;p?y"
    assert rfc1738.resolve(base, "", grammar="rfc3986") == base
    assert rfc1738.resolve(base, "../../../g", "rfc3986") == "http://a/g"
    assert rfc1738.resolve(base, "http:g", "rfc3986") == "http:g"
    assert rfc1738.resolve(base, "http:g", "rfc3986", non_strict=True) == "http://a/b/c/g"
    # §5.2 read literally: a path that becomes an authority (with a
    # warning in the tool).
    assert rfc1738.resolve("f:/a", ".//g", "rfc3986") == "f://g"
    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.resolve(base, "http://h/a b", "rfc3986")
    assert (info.value.grammar, info.value.offset) == ("rfc3986", 10)
    with pytest.raises(ValueError, match="not an absolute URI"):
        rfc1738.resolve("/b/c", "g", "rfc3986")
    assert rfc1738.resolve("http://[fe80::1%25eth0]/a", "b", "rfc3986", zone_ids=True) == (
        "http://[fe80::1%25eth0]/b")
    with pytest.raises(rfc1738.ParseError):
        rfc1738.resolve("http://[fe80::1%25eth0]/a", "b", "rfc3986")
    with pytest.raises(TypeError, match="empty_relative_path is no option of the RFC 3986 grammar"):
        rfc1738.resolve(base, "g", "rfc3986", empty_relative_path=True)
    with pytest.raises(TypeError, match="non_strict is RFC 3986's"):
        rfc1738.resolve(base, "g", non_strict=True)
    with pytest.raises(ValueError, match="resolve reads RFC 2396 .*, RFC 3986 .* or RFC 3987 .*, not RFC 1738"):
        rfc1738.resolve(base, "g", "rfc1738")
    assert str(inspect.signature(rfc1738.resolve)) == (
        "(base, reference, grammar='rfc2396', *, non_strict=False, **options)")


def test_normalize():
    assert rfc1738.normalize("HTTP://Example.COM:80/%7euser/./a/../b") == "http://example.com/~user/b"
    assert rfc1738.normalize("http://example.com") == "http://example.com/"
    # A reserved character is never decoded (§6.2.2.2).
    assert rfc1738.normalize("http://h/a%2fb?%3d") == "http://h/a%2Fb?%3D"
    assert rfc1738.normalize("http://[fe80::1%25eth0]/", zone_ids=True) == "http://[fe80::1%25eth0]/"
    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.normalize("http://h/a b")
    assert (info.value.grammar, info.value.offset, info.value.hint_id) == ("rfc3986", 10, "space")
    with pytest.raises(TypeError, match="empty_relative_path is no option of the RFC 3986 grammar"):
        rfc1738.normalize("?y", empty_relative_path=True)
    with pytest.raises(TypeError, match="reads a str"):
        rfc1738.normalize(b"http://h/")
    assert str(inspect.signature(rfc1738.normalize)) == "(text, **options)"


def test_generate():
    urls = rfc1738.generate(count=5, seed=3)
    assert len(urls) == 5
    assert urls == rfc1738.generate("rfc1738", count=5, seed=3)
    assert all(rfc1738.is_valid(u["input"]) for u in urls)
    misses = rfc1738.generate("rfc2396", count=5, seed=3, invalid=True)
    for m in misses:
        with pytest.raises(rfc1738.ParseError) as info:
            rfc1738.parse(m["input"], "rfc2396")
        assert (info.value.offset, info.value.expected) == (m["offset"], m["expected"])
    assert {u["production"] for u in rfc1738.generate(count=5, production="HttpUrl")} == {"httpurl"}
    with pytest.raises(ValueError, match="no RFC 1738 production is named 'hostnme' \\(did you mean hostname"):
        rfc1738.generate(production="hostnme")
    urls = rfc1738.generate("rfc3986", count=20, seed=1)
    assert {u["grammar"] for u in urls} == {"rfc3986"}
    assert all(rfc1738.parse(u["input"], "rfc3986").production == u["production"] for u in urls)
    assert {u["production"] for u in rfc1738.generate("rfc3986", count=5, production="ipv6address")} == {
        "IPv6address"}
    for m in rfc1738.generate("rfc3986", count=10, seed=2, invalid=True):
        with pytest.raises(rfc1738.ParseError) as info:
            rfc1738.parse(m["input"], "rfc3986")
        assert (info.value.offset, info.value.expected) == (m["offset"], m["expected"])
    iris = rfc1738.generate("rfc3987", count=30, seed=1)
    assert {u["grammar"] for u in iris} == {"rfc3987"}
    assert all(rfc1738.parse(u["input"], "rfc3987").production == u["production"] for u in iris)
    for m in rfc1738.generate("rfc3987", count=10, seed=2, invalid=True):
        with pytest.raises(rfc1738.ParseError) as info:
            rfc1738.parse(m["input"], "rfc3987")
        assert (info.value.offset, info.value.expected) == (m["offset"], m["expected"])


def test_explain():
    text = rfc1738.explain("hostname")
    assert text.startswith("hostname (RFC 1738 §")
    assert "In plain words:" in text
    assert rfc1738.explain("HostName") == text
    assert rfc1738.explain("abs_path", grammar="rfc2396").startswith("abs_path (RFC 2396")
    with pytest.raises(ValueError, match="no RFC 1630 production is named"):
        rfc1738.explain("abs_path", grammar="rfc1630")
    text = rfc1738.explain("path-noscheme", "rfc3986")
    assert text.startswith("path-noscheme (RFC 3986 §3.3)")
    assert rfc1738.explain("PATH_NOSCHEME", grammar="rfc3986") == text
    with pytest.raises(ValueError, match="no RFC 3986 production is named 'abs_path'"):
        rfc1738.explain("abs_path", grammar="rfc3986")
    text = rfc1738.explain("iprivate", "rfc3987")
    assert text.startswith("iprivate (RFC 3987 §2.2)")
    assert rfc1738.explain("IPRIVATE", grammar="rfc3987") == text
    with pytest.raises(ValueError, match="no RFC 3987 production is named 'reg-name' \\(did you mean ireg-name"):
        rfc1738.explain("reg-name", grammar="rfc3987")


def test_the_stubs_are_the_module():
    """Every name the stubs declare exists, and every public name of the
    module is declared, with the same parameters."""
    stub = Path(rfc1738.__file__).with_name("_native.pyi")
    tree = ast.parse(stub.read_text(encoding="utf-8"))
    declared = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            declared[node.name] = node
        elif isinstance(node, ast.ClassDef):
            declared[node.name] = node
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            declared[node.target.id] = node
    public = set(rfc1738.__all__)
    helpers = {"GrammarName", "Tree", "ErrorObject", "CheckObject"}
    assert set(declared) - helpers == public
    for name, node in declared.items():
        if isinstance(node, ast.FunctionDef):
            real = inspect.signature(getattr(rfc1738, name))
            stub_names = [a.arg for a in node.args.args]
            real_names = [p.name for p in real.parameters.values()
                          if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
            assert stub_names == real_names, name
    for prop in ("text", "grammar", "production", "components", "tree", "warnings", "effective_port",
                 "host_kind", "path_kind"):
        assert isinstance(getattr(rfc1738.Url, prop), property) or hasattr(rfc1738.Url, prop)
    assert Path(rfc1738.__file__).with_name("py.typed").is_file()


def test_the_readmes_examples():
    """Every ```python block of python/README.md runs as shown."""
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", readme, re.S)
    assert len(blocks) >= 4
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for k, block in enumerate(blocks):
        test = parser.get_doctest(block, {"rfc1738": rfc1738}, f"README block {k + 1}", "README.md", 0)
        assert test.examples, block
        result = runner.run(test)
        assert result.failed == 0, block


def test_a_parse_error_pickles_and_prints():
    import pickle
    import traceback

    with pytest.raises(rfc1738.ParseError) as info:
        rfc1738.parse("http://h/~", "rfc1738")
    e = info.value
    again = pickle.loads(pickle.dumps(e))
    assert type(again) is rfc1738.ParseError
    assert str(again) == str(e) and again.fields() == e.fields()
    assert repr(e) == f"ParseError({e.message!r})"
    assert traceback.format_exception_only(type(e), e)[-1] == f"rfc1738.ParseError: {e.message}\n"


def test_the_licences_are_the_crates():
    """The package carries the crate's licences (MIT or Apache-2.0): its
    copies are the repository's files wherever those are."""
    here = Path(__file__).resolve().parents[1]
    root = here.parent
    for name, first in (("LICENSE-MIT", "MIT License"), ("LICENSE-APACHE", "Apache License")):
        text = (here / name).read_text(encoding="utf-8")
        assert text.strip().startswith(first), name
        if (root / name).exists():
            assert text == (root / name).read_text(encoding="utf-8"), name
    pyproject = (here / "pyproject.toml").read_text(encoding="utf-8")
    assert 'license = "MIT OR Apache-2.0"' in pyproject
    assert 'license = "MIT OR Apache-2.0"' in (here / "Cargo.toml").read_text(encoding="utf-8")


def test_one_extension_for_every_cpython_from_39():
    """The extension is built for the stable ABI (`abi3`)."""
    assert Path(rfc1738._native.__file__).name.startswith("_native.abi3.")
