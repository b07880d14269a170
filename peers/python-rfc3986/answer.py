#!/usr/bin/env python3
"""The Python package `rfc3986` (PyPI), as answers for `rfc1738 diff`
(peers/README.md).

Valid: `rfc3986.uri_reference(text)` and every component passes the
package's validator (`Validator().check_validity_of(...)`: scheme,
userinfo, host, port, path, query, fragment). The components as the
package gives them: each as written, `None` when absent, except that
`uri_reference` percent-encodes characters that RFC 3986 does not allow
(a space becomes `%20`) and gives an empty path as `None`: compare with
`--empty-is-absent`. It reads RFC 3986, not RFC 2396.

Needs the package: `peers/install python-rfc3986` puts it in
peers/.deps/python.
"""

import os
import platform
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "lib"))
sys.path.insert(0, os.path.join(here, "..", ".deps", "python"))
try:
    import rfc3986
    from rfc3986 import validators
except ImportError:
    print(
        "python-rfc3986: the Python package rfc3986 is not installed "
        "(`peers/install python-rfc3986` installs it into peers/.deps/python)",
        file=sys.stderr,
    )
    sys.exit(3)
from peer import run  # noqa: E402

PARTS = ("scheme", "userinfo", "host", "port", "path", "query", "fragment")


def answer(text):
    ref = rfc3986.uri_reference(text)
    validators.Validator().check_validity_of(*PARTS).validate(ref)
    return {
        "scheme": ref.scheme,
        "authority": ref.authority,
        "userinfo": ref.userinfo,
        "host": ref.host,
        "port": ref.port,
        "path": ref.path,
        "query": ref.query,
        "fragment": ref.fragment,
    }


run(answer, f"rfc3986 {rfc3986.__version__} (Python {platform.python_version()})")
