"""The URL grammars of RFC 1738, RFC 1630, RFC 2396 with RFC 2732, RFC 3986, and RFC 3987 (IRIs).

Validate, parse and compare URLs under the grammar of the RFC that
defined them, production by production::

    >>> import rfc1738
    >>> rfc1738.is_valid("http://example.com/a?b")
    True
    >>> url = rfc1738.parse("ftp://joe@ftp.example.com/pub/f.txt;type=i")
    >>> url.production, url.components["user"], url.effective_port
    ('ftpurl', 'joe', 21)
    >>> rfc1738.parse("http://example.com/~joe/")
    Traceback (most recent call last):
    ...
    rfc1738.ParseError: expected hsegment at byte 19, found '~' (within hpath, httpurl, url)

The grammars are named as in ``GRAMMARS``: ``"rfc1738"`` (the default),
``"rfc1630"``, ``"rfc2396"``, ``"rfc3986"`` and ``"rfc3987"``. The
dictionaries are the objects of the command-line tool's JSON output
(``rfc1738 check --format jsonl``). ``to_uri`` and ``to_iri`` map
between IRIs and URIs (RFC 3987 §3.1, §3.2).
"""

from ._native import (
    GRAMMARS,
    ParseError,
    Url,
    __version__,
    check,
    compare,
    explain,
    generate,
    is_valid,
    normalize,
    parse,
    resolve,
    to_iri,
    to_uri,
)

__all__ = [
    "GRAMMARS",
    "ParseError",
    "Url",
    "__version__",
    "check",
    "compare",
    "explain",
    "generate",
    "is_valid",
    "normalize",
    "parse",
    "resolve",
    "to_iri",
    "to_uri",
]
