"""Type stubs of the extension module ``rfc1738._native``.

The dictionaries are the objects of the command-line tool's JSON output
(docs/json.md in the repository): the same keys, always all of them, with
``None`` where a key does not apply.
"""

from typing import Any, Dict, Iterable, List, Literal, Optional, Tuple, TypedDict, Union

__version__: str

GrammarName = Literal["rfc1738", "rfc1630", "rfc2396", "rfc3986", "rfc3987"]

GRAMMARS: Tuple[str, ...]
"""The grammars, oldest rule first: ``("rfc1738", "rfc1630", "rfc2396", "rfc3986", "rfc3987")``."""

class Tree(TypedDict):
    """A node of the parse tree, as the conformance vectors give it."""

    production: str
    start: int
    """Byte offset of its first byte in the text (UTF-8)."""
    end: int
    """One past its last byte."""
    children: List["Tree"]

class ErrorObject(TypedDict):
    """The ``error`` object of ``rfc1738 check --format jsonl`` (without ``column``)."""

    kind: Literal["syntax", "too_long", "not_utf8"]
    expected: Optional[str]
    offset: int
    found: Optional[str]
    within: List[str]
    next: List[str]
    after: Optional[str]
    message: str
    hint: Optional[str]
    hint_id: Optional[str]

class CheckObject(TypedDict):
    """The object ``rfc1738 check --format jsonl`` prints for a line,
    without ``file`` and ``line``."""

    grammar: str
    input: str
    input_hex: Optional[str]
    valid: bool
    production: Optional[str]
    components: Optional[Dict[str, Optional[str]]]
    decoded: None
    """Always ``None``: ``check`` gives no decoded components (as the
    tool without ``--decoded``)."""
    error: Optional[ErrorObject]

class ParseError(ValueError):
    """The text is no URL of the grammar: where and why.

    ``str(e)`` is ``e.message``. The fields are those of the ``error``
    object of the JSON output.
    """

    grammar: str
    """The grammar the text was read with."""
    input: str
    """The text."""
    kind: Literal["syntax", "too_long", "not_utf8"]
    """``syntax``; ``too_long`` over ``max_len``; ``not_utf8`` for a ``str``
    holding a lone surrogate."""
    expected: Optional[str]
    """The innermost production that could not go on at ``offset``."""
    offset: int
    """The byte offset (in the UTF-8 text) where matching stopped."""
    found: Optional[str]
    """The character there; ``None`` at the end of the text."""
    within: List[str]
    """The productions around ``expected``, innermost first."""
    next: List[str]
    """What may come at ``offset`` when the error says that rather than
    naming a production (``'":"'``, ``"end of input"``)."""
    after: Optional[str]
    """The production that matched completely just before ``offset``."""
    hint: Optional[str]
    """What the failure most likely is, with the RFC section."""
    hint_id: Optional[str]
    """The hint's stable id, for programs; ``None`` when there is none."""
    message: str
    """The one-line message."""

class Url:
    """A URL of one of the grammars, as ``parse`` read it."""

    @property
    def text(self) -> str:
        """The URL as given."""
    @property
    def grammar(self) -> str:
        """The grammar it was read with."""
    @property
    def production(self) -> str:
        """What it is: ``httpurl``, ..., ``genericurl`` (RFC 1738);
        ``httpaddress``, ... (RFC 1630); ``absoluteURI``, ``relativeURI``
        (RFC 2396); ``URI``, ``relative-ref`` (RFC 3986); ``IRI``,
        ``irelative-ref`` (RFC 3987)."""
    @property
    def components(self) -> Dict[str, Optional[str]]:
        """Its generic parts as written (the ``components`` object): a part
        the URL lacks is ``None``, an empty one ``""``."""
    @property
    def host_kind(
        self,
    ) -> Optional[Literal["IP-literal", "IPv4address", "reg-name", "ireg-name"]]:
        """RFC 3986: the host's kind (§3.2.2), the first alternative that
        matches it (an empty host is an empty ``reg-name``); RFC 3987
        (§2.2): ``IP-literal``, ``IPv4address`` or ``ireg-name``. ``None``
        without an authority, and under the other grammars."""
    @property
    def path_kind(
        self,
    ) -> Optional[
        Literal[
            "path-abempty", "path-absolute", "path-noscheme", "path-rootless", "path-empty",
            "ipath-abempty", "ipath-absolute", "ipath-noscheme", "ipath-rootless", "ipath-empty",
        ]
    ]:
        """RFC 3986: the path's kind by its context (§3.3); RFC 3987
        (§2.2): the same with an ``i`` in front (``ipath-abempty``, ...).
        ``None`` under the other grammars."""
    @property
    def tree(self) -> Tree:
        """The parse tree, from the grammar's root production."""
    @property
    def warnings(self) -> List[str]:
        """What a careful program should know before using it, one line each."""
    @property
    def effective_port(self) -> Optional[int]:
        """The written port, or the scheme's default; ``None`` when there is
        none, or no host to connect to (``http:foo`` under RFC 2396)."""
    def __eq__(self, other: object) -> bool:
        """Equal when read under the same grammar from the same text (not
        RFC 1738 §2.2's equivalence); never equal to a ``str``."""
    def __hash__(self) -> int:
        """The hash of the grammar and the text."""

def parse(
    text: str,
    grammar: GrammarName = "rfc1738",
    *,
    strict_scheme_case: bool = ...,
    fold_scheme_case: bool = ...,
    empty_relative_path: bool = ...,
    zone_ids: bool = ...,
    max_len: int = ...,
) -> Url:
    """Read ``text`` as a URL of the grammar, or raise ``ParseError``.

    Options: ``strict_scheme_case`` (RFC 1738), ``fold_scheme_case`` (RFC
    1630), ``empty_relative_path`` (RFC 2396), ``zone_ids`` (RFC 3986:
    RFC 6874's zone identifiers, ``[fe80::1%25eth0]``); RFC 3987 has none
    of its own; another grammar's option is a ``TypeError``. ``max_len``
    (every grammar): the longest text, in bytes (4 MiB by default).
    Offsets are byte offsets into the UTF-8 text, under every grammar.
    """

def is_valid(
    text: str,
    grammar: GrammarName = "rfc1738",
    *,
    strict_scheme_case: bool = ...,
    fold_scheme_case: bool = ...,
    empty_relative_path: bool = ...,
    zone_ids: bool = ...,
    max_len: int = ...,
) -> bool:
    """Whether ``text`` is a URL of the grammar (options as for ``parse``)."""

def check(
    texts: Iterable[Union[str, bytes]],
    grammar: GrammarName = "rfc1738",
    *,
    strict_scheme_case: bool = ...,
    fold_scheme_case: bool = ...,
    empty_relative_path: bool = ...,
    zone_ids: bool = ...,
    max_len: int = ...,
) -> List[CheckObject]:
    """One object per text, in order: what ``rfc1738 check --format jsonl``
    prints for that line, without ``file``, ``line`` and the error's
    ``column``. ``bytes`` are read as a line of a file is (a text that is
    not UTF-8 is invalid, ``not_utf8``). The texts are parsed without
    holding the GIL."""

def compare(text: Union[str, bytes]) -> Dict[str, Any]:
    """The ``compat`` object of ``text``: what each grammar makes of it
    (RFC 3986 and RFC 3987 among them), fluent-uri's RFC 3986 and the WHATWG URL
    Standard beside them, and the differences
    between the grammars with their sections."""

def resolve(
    base: str,
    reference: str,
    grammar: Literal["rfc2396", "rfc3986", "rfc3987"] = "rfc2396",
    *,
    non_strict: bool = False,
    empty_relative_path: bool = ...,
    zone_ids: bool = ...,
    max_len: int = ...,
) -> str:
    """The target of ``reference`` against the absolute URI ``base``: by
    RFC 2396 §5.2, with ``grammar="rfc3986"`` by RFC 3986 §5.2–5.3, or
    with ``grammar="rfc3987"`` on IRIs by RFC 3987 §6.5 (RFC 3986's
    algorithm, the characters beyond ASCII kept as written); strict
    unless ``non_strict=True`` (RFC 3986 §5.2.2; not under RFC 2396).
    Options as for ``parse``, of the grammar given. An invalid base or
    reference raises ``ParseError``; a base without a scheme,
    ``ValueError``."""

def normalize(text: str, *, zone_ids: bool = ..., max_len: int = ...) -> str:
    """``text`` normalized by RFC 3986 §6, as ``rfc1738 normalize`` gives
    it: §6.2.2 (the case of the scheme, the host and percent-encodings;
    percent-encoded unreserved characters decoded; dot segments removed)
    and §6.2.3 for http and https (an empty path as ``/``, a default or
    empty port dropped). Idempotent; two references are equivalent when
    their normalizations are equal. A text that is no RFC 3986 reference
    raises ``ParseError``."""

def to_uri(text: str, *, max_len: int = ...) -> str:
    """The URI of the IRI reference ``text`` (RFC 3987 §3.1), as
    ``rfc1738 to-uri`` gives it: every character beyond ASCII as the
    percent-encoded octets of its UTF-8, in uppercase hex; ASCII kept, so
    a URI is its own URI. The result is a URI reference of RFC 3986. A
    text that is no IRI reference (RFC 3987 §2.2) raises ``ParseError``
    (grammar ``rfc3987``). Host names are not converted to punycode."""

def to_iri(text: str, *, zone_ids: bool = ..., max_len: int = ...) -> str:
    """The IRI of the URI reference ``text`` (RFC 3987 §3.2), as
    ``rfc1738 to-iri`` gives it: percent-encoded UTF-8 decoded where the
    character may stand in an IRI there; kept encoded: ``%25``, reserved
    characters, octets that are no strictly legal UTF-8, characters an
    IRI may not hold there (private use outside the query, non-``ucschar``).
    Percent-encoded unreserved ASCII is decoded. A text that is no RFC
    3986 reference raises ``ParseError`` (grammar ``rfc3986``); options
    as for ``parse(text, "rfc3986")``."""

def generate(
    grammar: GrammarName = "rfc1738",
    *,
    count: int = 10,
    seed: int = 0,
    production: Optional[str] = None,
    invalid: bool = False,
) -> List[Dict[str, Any]]:
    """URLs drawn from the grammar (or one production), the same for the
    same seed: ``{"grammar", "input", "production"}`` each; with
    ``invalid=True`` near misses, ``{"grammar", "input", "offset",
    "expected"}``."""

def explain(name: str, grammar: GrammarName = "rfc1738") -> str:
    """A production for people, as ``rfc1738 explain NAME`` shows it."""
