#!/usr/bin/env python3
"""Python's `urllib.parse.urlsplit` (the standard library), as answers for
`rfc1738 diff` (peers/README.md).

Valid: `urlsplit` returns (it raises ValueError for an unbalanced IPv6
bracket and a few netloc characters). The adapter does not read the
`port` attribute, which raises ValueError for a port that is not a
number from 0 to 65535: that is a check the caller asks for, not
`urlsplit`'s verdict, so the port is given as written. The components as urlsplit gives them: the scheme lower-cased
(`None` when there is none: urlsplit gives `''`), the authority
(`netloc`), the user and password as written, the host and port as
written (the split of `netloc` urlsplit makes for `hostname` and `port`,
before `hostname` lower-cases the host; IPv6 without its brackets), the
path, query and fragment. urlsplit gives `''` for a part that is absent
and for one that is empty (`http://h/?` and `http://h/`), so compare
with `--empty-is-absent`; and `--ignore-case` for the scheme,
`--ipv6-brackets-optional` for IPv6 hosts.
"""

import os
import platform
import sys
import urllib.parse

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from peer import run  # noqa: E402


def answer(text):
    r = urllib.parse.urlsplit(text)
    host, port = r._hostinfo  # the host and port as written
    return {
        "scheme": r.scheme or None,
        "authority": r.netloc,
        "user": r.username,
        "password": r.password,
        "host": host,
        "port": port,
        "path": r.path,
        "query": r.query,
        "fragment": r.fragment,
    }


run(answer, f"Python {platform.python_version()}, urllib.parse.urlsplit")
