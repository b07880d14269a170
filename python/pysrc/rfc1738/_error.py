"""``ParseError``: the text is no URL of the grammar, where and why.

Its fields are those of the ``error`` object of the command-line tool's
JSON (docs/json.md), read when asked for from what the parser answered.
"""

from typing import Any, Dict, List, Optional


class ParseError(ValueError):
    """The text is no URL of the grammar: where and why.

    ``str(e)`` is ``e.message``, one line::

        expected hsegment at byte 19, found '~' (within hpath, httpurl, url)

    ``hint`` says what the failure most likely is, with its RFC section
    (a ``~``, a fragment, an IPv6 literal, ... that a later RFC allows).
    """

    # What the parser answered (set by the package; a mapping of the
    # fields for an error made again by pickle).
    _error: Any

    def _field(self, name: str) -> Any:
        error = self.__dict__.get("_error")
        if error is None:
            return None
        if isinstance(error, dict):
            return error.get(name)
        return getattr(error, name)

    @property
    def grammar(self) -> str:
        """The grammar the text was read with: ``rfc1738``, ``rfc1630``, ``rfc2396``, ``rfc3986``, ``rfc3987``."""
        return self._field("grammar")

    @property
    def input(self) -> str:
        """The text."""
        return self._field("input")

    @property
    def kind(self) -> str:
        """``syntax``; ``too_long`` (over ``max_len``, not parsed); ``not_utf8``
        (a ``str`` holding a lone surrogate, which UTF-8 cannot encode)."""
        return self._field("kind")

    @property
    def expected(self) -> Optional[str]:
        """The innermost production that could not go on at ``offset``."""
        return self._field("expected")

    @property
    def offset(self) -> int:
        """The byte offset, in the text's UTF-8, where matching stopped."""
        return self._field("offset")

    @property
    def found(self) -> Optional[str]:
        """The character at ``offset``; ``None`` at the end of the text."""
        return self._field("found")

    @property
    def within(self) -> List[str]:
        """The productions around ``expected``, innermost first."""
        return self._field("within")

    @property
    def next(self) -> List[str]:
        """What may come at ``offset``, when the error says that rather
        than naming a production (``'":"'``, ``"end of input"``)."""
        return self._field("next")

    @property
    def after(self) -> Optional[str]:
        """The production that matched completely just before ``offset``,
        when the text goes on after it."""
        return self._field("after")

    @property
    def hint(self) -> Optional[str]:
        """What the failure most likely is, with its RFC section."""
        return self._field("hint")

    @property
    def hint_id(self) -> Optional[str]:
        """The hint's stable id, for programs (``None`` without a hint)."""
        return self._field("hint_id")

    @property
    def message(self) -> str:
        """The one-line message: ``str(e)``."""
        return self._field("message") or (str(self.args[0]) if self.args else "")

    def fields(self) -> Dict[str, Any]:
        """The fields as a ``dict``: the ``error`` object of ``check``
        (without ``column``), with ``grammar`` and ``input``."""
        return {name: self._field(name) for name in _FIELDS}

    def __reduce__(self):
        return (_restore, (self.args, self.fields()))


ParseError.__module__ = "rfc1738"

_FIELDS = (
    "grammar", "input", "kind", "expected", "offset", "found", "within",
    "next", "after", "hint", "hint_id", "message",
)


def _restore(args, fields):
    e = ParseError(*args)
    e._error = fields
    return e
