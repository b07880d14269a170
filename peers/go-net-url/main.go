// Go's net/url (the standard library), as answers for `rfc1738 diff`
// (peers/README.md). Valid: url.Parse returns no error. The components as
// the URL gives them: Scheme (lower-cased by Parse), User's name and
// password (decoded: Go keeps no raw form), Hostname() (an IPv6 literal
// without its brackets; "" without a host, Go cannot tell an empty
// authority from none), Port() as written, EscapedPath() (Opaque for an
// opaque URI such as mailto:, RFC 2396's opaque part), RawQuery (null
// when there is no `?`: ForceQuery tells an empty query), and
// EscapedFragment() (Go cannot tell `#` alone from no fragment: "" for
// both). Compare with `--empty-is-absent --ignore-case
// --ipv6-brackets-optional`.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"os"
	"runtime"
	"strings"
)

func answer(text string) map[string]interface{} {
	a := map[string]interface{}{"input": text}
	u, err := url.Parse(text)
	if err != nil {
		a["valid"] = false
		a["error"] = err.Error()
		return a
	}
	a["valid"] = true
	a["error"] = nil
	if u.Scheme != "" {
		a["scheme"] = u.Scheme
	} else {
		a["scheme"] = nil
	}
	a["user"], a["password"] = nil, nil
	if u.User != nil {
		a["user"] = u.User.Username()
		if p, ok := u.User.Password(); ok {
			a["password"] = p
		}
	}
	// Go cannot tell an empty authority (`file:///p`) from none
	// (`mailto:a`): "" for both.
	a["host"] = u.Hostname()
	if p := u.Port(); p != "" {
		a["port"] = p
	} else {
		a["port"] = nil
	}
	if u.Opaque != "" {
		a["path"] = u.Opaque
	} else {
		a["path"] = u.EscapedPath()
	}
	if u.RawQuery != "" || u.ForceQuery {
		a["query"] = u.RawQuery
	} else {
		a["query"] = nil
	}
	a["fragment"] = u.EscapedFragment()
	return a
}

func main() {
	if len(os.Args) == 2 && os.Args[1] == "--version" {
		fmt.Printf("Go %s, net/url\n", runtime.Version())
		return
	}
	in := bufio.NewReaderSize(os.Stdin, 1<<16)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	for {
		line, err := in.ReadString('\n')
		if len(line) > 0 {
			line = strings.TrimSuffix(line, "\n")
			line = strings.TrimSuffix(line, "\r")
			if e := enc.Encode(answer(strings.ToValidUTF8(line, "\uFFFD"))); e != nil {
				fmt.Fprintln(os.Stderr, e)
				os.Exit(2)
			}
		}
		if err == io.EOF {
			return
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}
}
