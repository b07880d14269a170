//! What a grammar's meaning layer says about a valid URL, in a form that
//! names no grammar ([`Meaning`]: warnings, the effective port, the
//! decoded components), rendered as text lines and as JSON; and the RFC
//! 1738 meaning in that form ([`rfc1738`]).
//!
//! The component names of each grammar are listed in docs/json.md,
//! "Components"; a test holds the output to that list.

use std::borrow::Cow;
use std::fmt::Write as _;

use rfc1738::ip::{Host, Login};
use rfc1738::meaning::{AttributeScope, GopherPlus};
use rfc1738::wais::Waisurl;
use rfc1738::{Production, Span, Url, UrlKind};
#[cfg(test)]
use serde_json::Value as Json;
use serde_json::json;

/// The meaning of a valid URL beyond its tree.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Meaning {
    /// What a careful program should know before using the URL.
    pub warnings: Vec<Warning>,
    /// The port to connect to, and whether it is the scheme's default
    /// (no port written); `None` when there is none.
    pub effective_port: Option<(u16, bool)>,
    /// The components the scheme defines, decoded, in the URL's order.
    pub components: Vec<Component>,
}

/// One warning of a grammar's meaning layer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    /// One lowercase line, ending with its section in parentheses.
    pub message: String,
    /// The RFC and section it rests on (`RFC 1738 §6`).
    pub section: String,
    /// Where it points: a byte range of the input.
    pub start: usize,
    /// See `start`.
    pub end: usize,
}

/// One component of a URL, with its value as the scheme defines it.
#[derive(Clone, Debug, PartialEq)]
pub struct Component {
    /// Its name (docs/json.md, "Components").
    pub name: &'static str,
    /// Its value: decoded where the scheme decodes it.
    pub value: Value,
    /// Where it is written in the input (a byte range); `None` when the
    /// value is the RFC's default for a part the URL leaves out.
    pub written: Option<(usize, usize)>,
}

/// The value of a [`Component`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// Text that is not decoded (a host name, a newsgroup).
    Text(String),
    /// Decoded octets (percent-escapes decoded), which need not be UTF-8.
    Octets(Vec<u8>),
    /// A number.
    Number(u64),
    /// A yes or no.
    Bool(bool),
    /// A value the URL writes but that names nothing (a port over 65535).
    Null,
}

impl Value {
    /// The value as JSON and, for octets that are not UTF-8, their hex.
    #[cfg(test)]
    fn json(&self) -> (Json, Json) {
        match self {
            Value::Text(s) => (s.as_str().into(), Json::Null),
            Value::Octets(o) => match std::str::from_utf8(o) {
                Ok(s) => (s.into(), Json::Null),
                Err(_) => (String::from_utf8_lossy(o).into(), hex(o).into()),
            },
            Value::Number(n) => ((*n).into(), Json::Null),
            Value::Bool(b) => ((*b).into(), Json::Null),
            Value::Null => (Json::Null, Json::Null),
        }
    }

    /// The value for people: strings quoted with escapes, octets that are
    /// not UTF-8 with `\xHH` escapes.
    fn text(&self) -> String {
        match self {
            Value::Text(s) => format!("{s:?}"),
            Value::Octets(o) => match std::str::from_utf8(o) {
                Ok(s) => format!("{s:?}"),
                Err(_) => format!("\"{}\" (not UTF-8)", o.escape_ascii()),
            },
            Value::Number(n) => n.to_string(),
            Value::Bool(b) => b.to_string(),
            Value::Null => "none".to_owned(),
        }
    }
}

/// Lowercase hex, two digits per byte.
pub fn hex(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(2 * bytes.len());
    for b in bytes {
        let _ = write!(out, "{b:02x}");
    }
    out
}

impl Meaning {
    /// The lines `parse` prints after the tree.
    pub fn text(&self) -> String {
        let mut out = String::new();
        if self.warnings.is_empty() {
            out.push_str("warnings: none\n");
        } else {
            out.push_str("warnings:\n");
            for w in &self.warnings {
                let _ = writeln!(out, "  {}", w.message);
            }
        }
        match self.effective_port {
            Some((port, true)) => {
                let _ = writeln!(out, "effective port: {port} (the scheme's default)");
            }
            Some((port, false)) => {
                let _ = writeln!(out, "effective port: {port}");
            }
            None => out.push_str("effective port: none\n"),
        }
        if self.components.is_empty() {
            out.push_str("components: none\n");
            return out;
        }
        out.push_str("components:\n");
        let width = self.components.iter().map(|c| c.name.len()).max();
        for c in &self.components {
            let at = match c.written {
                Some((start, end)) => format!(" @ {start}..{end}"),
                None => " (default)".to_owned(),
            };
            let _ = writeln!(
                out,
                "  {:width$}  {}{at}",
                c.name,
                c.value.text(),
                width = width.unwrap_or(0)
            );
        }
        out
    }

    /// The warnings as JSON (docs/json.md, "Warning"), written into
    /// `out` one at a time.
    pub fn write_warnings_json(&self, out: &mut impl std::io::Write) -> std::io::Result<()> {
        out.write_all(b"[")?;
        for (k, w) in self.warnings.iter().enumerate() {
            if k > 0 {
                out.write_all(b",")?;
            }
            let one = json!({
                "message": w.message,
                "section": w.section,
                "start": w.start,
                "end": w.end,
            });
            serde_json::to_writer(&mut *out, &one)?;
        }
        out.write_all(b"]")
    }

    /// The components as JSON (docs/json.md, "Component").
    #[cfg(test)]
    pub fn components_json(&self, input: &str) -> Json {
        self.components
            .iter()
            .map(|c| {
                let (value, hex) = c.value.json();
                let (text, start, end) = match c.written {
                    Some((s, e)) => (input.get(s..e).map(Json::from), s.into(), e.into()),
                    None => (None, Json::Null, Json::Null),
                };
                json!({
                    "name": c.name,
                    "value": value,
                    "hex": hex,
                    "default": c.written.is_none(),
                    "text": text,
                    "start": start,
                    "end": end,
                })
            })
            .collect()
    }
}

impl Meaning {
    /// [`components_json`](Self::components_json) written straight into
    /// `out` as JSON text, the same bytes `serde_json` would write, without
    /// building a `Value` (for `check`, which writes one per line).
    pub fn write_components_json(
        &self,
        input: &str,
        out: &mut impl std::io::Write,
    ) -> std::io::Result<()> {
        let string = |out: &mut dyn std::io::Write, s: &str| -> std::io::Result<()> {
            serde_json::to_writer(out, s).map_err(std::io::Error::from)
        };
        out.write_all(b"[")?;
        for (k, c) in self.components.iter().enumerate() {
            if k > 0 {
                out.write_all(b",")?;
            }
            out.write_all(b"{\"name\":")?;
            string(out, c.name)?;
            out.write_all(b",\"value\":")?;
            let mut hex_of = None;
            match &c.value {
                Value::Text(s) => string(out, s)?,
                Value::Octets(o) => match std::str::from_utf8(o) {
                    Ok(s) => string(out, s)?,
                    Err(_) => {
                        string(out, &String::from_utf8_lossy(o))?;
                        hex_of = Some(o);
                    }
                },
                Value::Number(n) => write!(out, "{n}")?,
                Value::Bool(b) => write!(out, "{b}")?,
                Value::Null => out.write_all(b"null")?,
            }
            out.write_all(b",\"hex\":")?;
            match hex_of {
                Some(o) => string(out, &hex(o))?,
                None => out.write_all(b"null")?,
            }
            match c.written.and_then(|(s, e)| Some((input.get(s..e)?, s, e))) {
                Some((text, start, end)) => {
                    out.write_all(b",\"default\":false,\"text\":")?;
                    string(out, text)?;
                    write!(out, ",\"start\":{start},\"end\":{end}}}")?;
                }
                None => {
                    out.write_all(b",\"default\":true,\"text\":null,\"start\":null,\"end\":null}")?
                }
            }
        }
        out.write_all(b"]")
    }
}

/// Collects the components of one URL.
struct Components(Vec<Component>);

impl Components {
    fn push(&mut self, name: &'static str, value: Value, span: Span<'_>) {
        self.0.push(Component {
            name,
            value,
            written: Some((span.start(), span.end())),
        });
    }

    fn default(&mut self, name: &'static str, value: Value) {
        self.0.push(Component {
            name,
            value,
            written: None,
        });
    }

    fn text(&mut self, name: &'static str, span: Span<'_>) {
        self.push(name, Value::Text(span.as_str().to_owned()), span);
    }

    fn octets(&mut self, name: &'static str, octets: Cow<'_, [u8]>, span: Span<'_>) {
        self.push(name, Value::Octets(octets.into_owned()), span);
    }

    fn host(&mut self, host: Host<'_>) {
        self.text("host", host.span());
    }

    /// The host and the port of a `hostport`.
    fn hostport(&mut self, hostport: rfc1738::ip::Hostport<'_>) {
        self.host(hostport.host());
        if let Some(port) = hostport.port() {
            let value = port
                .value()
                .map_or(Value::Null, |p| Value::Number(u64::from(p)));
            self.push("port", value, port.span());
        }
    }

    /// The user, password, host and port of a `login`; for ftp the user
    /// is `anonymous` by default (§3.2.1).
    fn login(&mut self, login: Login<'_>, ftp: bool) {
        match login.user() {
            Some(user) => self.octets("user", user.decode(), user.span()),
            None if ftp => self.default("user", Value::Octets(b"anonymous".to_vec())),
            None => {}
        }
        if let Some(password) = login.password() {
            self.octets("password", password.decode(), password.span());
        }
        self.hostport(login.hostport());
    }
}

/// The typed Gopher+ string in words (§3.4.4–§3.4.9).
fn gopher_plus(plus: GopherPlus<'_>) -> String {
    let whose = |scope| match scope {
        AttributeScope::Item => "the item",
        AttributeScope::Directory => "every item of the directory",
    };
    let decoded = |s: Span<'_>| {
        String::from_utf8_lossy(&rfc1738::meaning::percent_decode(s.as_str())).into_owned()
    };
    match plus {
        GopherPlus::DefaultView => "the default view (§3.4.4)".to_owned(),
        GopherPlus::Ask => "an item with a +ASK form (§3.4.4)".to_owned(),
        GopherPlus::AllAttributes(scope) => {
            format!("all attributes of {} (§3.4.6)", whose(scope))
        }
        GopherPlus::Attributes { scope, .. } => {
            let names: Vec<String> = plus.attribute_names().map(decoded).collect();
            format!(
                "the attributes {} of {} (§3.4.7)",
                names.join(", "),
                whose(scope)
            )
        }
        GopherPlus::AlternateView { view, language } => match language {
            Some(l) => format!(
                "the alternate view {}, language {} (§3.4.8)",
                decoded(view),
                decoded(l)
            ),
            None => format!("the alternate view {} (§3.4.8)", decoded(view)),
        },
        GopherPlus::Form(_) => "a filled-in electronic form (§3.4.9)".to_owned(),
        GopherPlus::Other(_) => "none that §3.4 names".to_owned(),
    }
}

/// The meaning of an RFC 1738 URL: its §6, §3.1, §3.4.1 and §4 warnings,
/// its effective port and the components of its scheme (docs/json.md,
/// "Components").
pub fn rfc1738(url: &Url<'_>) -> Meaning {
    let title = <Production as rfc1738::syntax::Production>::TITLE;
    let warnings = url
        .warnings()
        .iter()
        .map(|w| Warning {
            message: w.to_string(),
            section: format!("{title} {}", w.section()),
            start: w.span().start(),
            end: w.span().end(),
        })
        .collect();
    let effective_port = url
        .effective_port()
        .map(|p| (p, url.hostport().is_some_and(|hp| hp.port().is_none())));
    let mut c = Components(Vec::new());
    let scheme = Span::new(url.scheme(), 0);
    c.push(
        "scheme",
        Value::Text(scheme.as_str().to_ascii_lowercase()),
        scheme,
    );
    match url.kind() {
        UrlKind::Http(h) => {
            c.hostport(h.hostport());
            for s in h.path_segments() {
                c.octets("path_segment", s.decode(), s.span());
            }
            if let Some(s) = h.search() {
                c.octets("search", s.decode(), s.span());
            }
        }
        UrlKind::Ftp(f) => {
            c.login(f.login(), true);
            let directories: Vec<_> = f.directories().collect();
            let mut directories = directories.iter();
            for command in f.commands() {
                let span = match &command {
                    rfc1738::meaning::FtpCommand::Cwd(_) => directories.next().map(|d| d.span()),
                    rfc1738::meaning::FtpCommand::Type(_) => f.ftptype().map(|t| t.span()),
                    _ => f.name().map(|n| n.span()),
                };
                if let Some(span) = span {
                    c.push("ftp_command", Value::Text(command.to_string()), span);
                }
            }
            if let Some(t) = f.ftptype() {
                c.text("typecode", t.span());
            }
        }
        UrlKind::Gopher(g) => {
            c.hostport(g.hostport());
            let t = g.gopher_type();
            match g.gtype() {
                Some(gtype) => c.push("gopher_type", Value::Octets(vec![t.value]), gtype.span()),
                None => c.default("gopher_type", Value::Octets(vec![t.value])),
            }
            if let Some(s) = g.selector() {
                c.octets("selector", s.decode(), s.span());
            }
            if let Some(s) = g.search() {
                c.octets("search", s.decode(), s.span());
            }
            if let Some(plus) = g.gopher_plus_string() {
                c.octets("gopher_plus_string", plus.decode(), plus.span());
                c.push(
                    "gopher_plus",
                    Value::Text(gopher_plus(plus.meaning())),
                    plus.span(),
                );
            }
        }
        UrlKind::Mailto(m) => {
            let a = m.encoded822addr();
            c.octets("address", a.decode(), a.span());
        }
        UrlKind::News(n) => match n.grouppart() {
            rfc1738::news::Grouppart::All(s) => c.push("all_groups", Value::Bool(true), s),
            rfc1738::news::Grouppart::Group(g) => c.text("group", g.span()),
            rfc1738::news::Grouppart::Article(a) => {
                c.octets("message_id", a.message_id(), a.span());
            }
        },
        UrlKind::Nntp(n) => {
            c.hostport(n.hostport());
            c.text("group", n.group().span());
            if let (Some(number), Some(span)) = (n.article_number(), n.article()) {
                let value = number.map_or(Value::Null, Value::Number);
                c.push("article_number", value, span);
            }
        }
        UrlKind::Telnet(t) => c.login(t.login(), false),
        UrlKind::Wais(w) => {
            c.hostport(w.hostport());
            let d = w.database();
            c.octets("database", d.decode(), d.span());
            match w {
                Waisurl::Index(i) => c.octets("search", i.search().decode(), i.search().span()),
                Waisurl::Doc(doc) => {
                    c.octets("wtype", doc.wtype().decode(), doc.wtype().span());
                    c.octets("wpath", doc.wpath().decode(), doc.wpath().span());
                }
                Waisurl::Database(_) => {}
            }
        }
        UrlKind::File(f) => {
            let host = f.host();
            if let Some(h) = host {
                c.host(h);
            }
            // The empty host of `file:///p` is written: as nothing, after `//`.
            let at = host.map_or_else(
                || Span::new("", f.fpath().span().start().saturating_sub(1)),
                |h| h.span(),
            );
            c.push("local", Value::Bool(f.is_local()), at);
            for s in f.segments() {
                c.octets("path_segment", s.decode(), s.span());
            }
        }
        UrlKind::Prospero(p) => {
            c.hostport(p.hostport());
            c.octets("hsoname", p.hsoname(), p.ppath().span());
            for (name, value) in p.fields() {
                c.octets("field_name", name.decode(), name.span());
                c.octets("field_value", value.decode(), value.span());
            }
        }
        UrlKind::Other(g) => {
            let part = g.schemepart();
            match part.ip_schemepart() {
                Some(ip) => {
                    c.login(ip.login(), false);
                    if let Some(path) = ip.urlpath() {
                        c.text("urlpath", path.span());
                    }
                }
                None => c.text("schemepart", part.span()),
            }
        }
    }
    Meaning {
        warnings,
        effective_port,
        components: c.0,
    }
}

/// The meaning of an RFC 2396 reference: the warnings of its scheme's
/// rules (the scheme table, with their sources), its effective port, and
/// its seven generic parts as written (RFC 2396 §3: how a part decodes is
/// its scheme's), the scheme in lower case (§3.1).
pub fn rfc2396(uri: &rfc1738::rfc2396::UriReference<'_>) -> Meaning {
    let warnings = uri
        .warnings()
        .iter()
        .map(|w| Warning {
            message: w.to_string(),
            section: w.sources.join("; "),
            start: w.span.start(),
            end: w.span.end(),
        })
        .collect();
    let effective_port = uri
        .effective_port()
        .map(|p| (p, uri.port_value().is_none()));
    let mut c = Components(Vec::new());
    if let Some(scheme) = uri.scheme() {
        let span = scheme.span();
        c.push(
            "scheme",
            Value::Text(span.as_str().to_ascii_lowercase()),
            span,
        );
    }
    if let Some(u) = uri.userinfo() {
        c.text("userinfo", u.span());
    }
    if let Some(h) = uri.host() {
        c.text("host", h.span());
    }
    if let Some(port) = uri.port() {
        let value = match port.value() {
            Some(Ok(p)) => Value::Number(u64::from(p)),
            _ => Value::Null,
        };
        c.push("port", value, port.span());
    }
    c.text("path", uri.path());
    if let Some(q) = uri.query() {
        c.text("query", q.span());
    }
    if let Some(f) = uri.fragment() {
        c.text("fragment", f.span());
    }
    Meaning {
        warnings,
        effective_port,
        components: c.0,
    }
}

/// The meaning of an RFC 3986 reference: no warnings (RFC 3986 has no
/// scheme table); its effective port when it has an authority (§3.2.3:
/// the port written, a number up to 65535, else the scheme's default,
/// from the scheme table of RFC 2396's meaning: 80 for http, 443 for
/// https, 21 for ftp, ...; an empty port is the default, §6.2.3); and its
/// seven generic parts as written (§3: how a part decodes is its
/// scheme's), the scheme in lower case (§3.1).
pub fn rfc3986(uri: &rfc1738::rfc3986::UriReference<'_>) -> Meaning {
    let default_port = || {
        let scheme = uri.scheme()?.as_str().to_ascii_lowercase();
        rfc1738::rfc2396::meaning::scheme_info(&scheme)?.default_port
    };
    let effective_port = match (uri.authority(), uri.port()) {
        (None, _) => None,
        (Some(_), Some(p)) if !p.as_str().is_empty() => p.number().map(|n| (n, false)),
        (Some(_), _) => default_port().map(|n| (n, true)),
    };
    let mut c = Components(Vec::new());
    if let Some(scheme) = uri.scheme() {
        let span = scheme.span();
        c.push(
            "scheme",
            Value::Text(span.as_str().to_ascii_lowercase()),
            span,
        );
    }
    if let Some(u) = uri.userinfo() {
        c.text("userinfo", u.span());
    }
    if let Some(h) = uri.host() {
        c.text("host", h.span());
    }
    if let Some(port) = uri.port() {
        let value = match port.number() {
            Some(p) if !port.as_str().is_empty() => Value::Number(u64::from(p)),
            _ => Value::Null,
        };
        c.push("port", value, port.span());
    }
    c.text("path", uri.path().span());
    if let Some(q) = uri.query() {
        c.text("query", q.span());
    }
    if let Some(f) = uri.fragment() {
        c.text("fragment", f.span());
    }
    Meaning {
        warnings: Vec::new(),
        effective_port,
        components: c.0,
    }
}

/// The meaning of an RFC 3987 IRI reference: as an RFC 3986 reference's
/// (its effective port, by the scheme's default, and its components as
/// written, the scheme in lower case), the components holding the
/// characters beyond ASCII as written.
pub fn rfc3987(uri: &rfc1738::rfc3987::IriReference<'_>) -> Meaning {
    let default_port = || {
        let scheme = uri.scheme()?.as_str().to_ascii_lowercase();
        rfc1738::rfc2396::meaning::scheme_info(&scheme)?.default_port
    };
    let effective_port = match (uri.authority(), uri.port()) {
        (None, _) => None,
        (Some(_), Some(p)) if !p.as_str().is_empty() => p.number().map(|n| (n, false)),
        (Some(_), _) => default_port().map(|n| (n, true)),
    };
    let mut c = Components(Vec::new());
    if let Some(scheme) = uri.scheme() {
        let span = scheme.span();
        c.push(
            "scheme",
            Value::Text(span.as_str().to_ascii_lowercase()),
            span,
        );
    }
    if let Some(u) = uri.userinfo() {
        c.text("userinfo", u.span());
    }
    if let Some(h) = uri.host() {
        c.text("host", h.span());
    }
    if let Some(port) = uri.port() {
        let value = match port.number() {
            Some(p) if !port.as_str().is_empty() => Value::Number(u64::from(p)),
            _ => Value::Null,
        };
        c.push("port", value, port.span());
    }
    c.text("path", uri.path().span());
    if let Some(q) = uri.query() {
        c.text("query", q.span());
    }
    if let Some(f) = uri.fragment() {
        c.text("fragment", f.span());
    }
    Meaning {
        warnings: Vec::new(),
        effective_port,
        components: c.0,
    }
}

/// The meaning of an RFC 1630 URL: its effective port (RFC 1630 gives no
/// default ports; these are RFC 1738's for the same schemes) and its
/// components: the scheme (in lower case, as the BNF spells it; a scheme
/// in capitals is read only with `--fold-scheme-case`), the login and
/// server of the schemes that have them, and an http URL's path segments
/// and search words, decoded. RFC 1630 has no warnings.
pub fn rfc1630(url: &rfc1738::rfc1630::Url<'_>) -> Meaning {
    use rfc1738::meaning::percent_decode;
    use rfc1738::rfc1630::UrlKind;
    let effective_port = url
        .effective_port()
        .map(|p| (p, url.hostport().is_some_and(|hp| hp.port().is_none())));
    let mut c = Components(Vec::new());
    let scheme = Span::new(url.scheme(), url.unprefixed().span().start());
    c.push(
        "scheme",
        Value::Text(scheme.as_str().to_ascii_lowercase()),
        scheme,
    );
    if let Some(login) = url.login() {
        if let Some(u) = login.user() {
            c.octets("user", percent_decode(u.as_str()), u.span());
        }
        if let Some(p) = login.password() {
            c.octets("password", percent_decode(p.as_str()), p.span());
        }
    }
    if let Some(hp) = url.hostport() {
        c.text("host", hp.host().span());
        if let Some(port) = hp.port() {
            let value = port
                .value()
                .map_or(Value::Null, |p| Value::Number(u64::from(p)));
            c.push("port", value, port.span());
        }
    }
    if let UrlKind::Http(h) = url.kind() {
        for s in h.path().into_iter().flat_map(|p| p.segments()) {
            c.octets("path_segment", s.decode(), s.span());
        }
        for w in h.search().into_iter().flat_map(|s| s.words()) {
            c.octets("search_word", percent_decode(w.as_str()), w);
        }
    }
    Meaning {
        warnings: Vec::new(),
        effective_port,
        components: c.0,
    }
}

/// Every component name [`rfc1630`] can give.
#[cfg(test)]
pub const RFC1630_NAMES: &[&str] = &[
    "scheme",
    "user",
    "password",
    "host",
    "port",
    "path_segment",
    "search_word",
];

/// Every component name [`rfc2396`] can give.
#[cfg(test)]
pub const RFC2396_NAMES: &[&str] = &[
    "scheme", "userinfo", "host", "port", "path", "query", "fragment",
];

/// Every component name [`rfc1738`] can give, for the test that holds
/// docs/json.md to the output.
#[cfg(test)]
pub const RFC1738_NAMES: &[&str] = &[
    "scheme",
    "user",
    "password",
    "host",
    "port",
    "path_segment",
    "search",
    "ftp_command",
    "typecode",
    "gopher_type",
    "selector",
    "gopher_plus_string",
    "gopher_plus",
    "address",
    "all_groups",
    "group",
    "message_id",
    "article_number",
    "database",
    "wtype",
    "wpath",
    "local",
    "hsoname",
    "field_name",
    "field_value",
    "urlpath",
    "schemepart",
];

#[cfg(test)]
mod tests {
    use super::*;

    fn names(url: &str) -> Vec<&'static str> {
        rfc1738(&Url::parse(url).unwrap())
            .components
            .iter()
            .map(|c| c.name)
            .collect()
    }

    /// Every name in the list is given for some URL, and no other.
    #[test]
    fn the_component_names_are_the_list() {
        let urls = [
            "http://h.example:8080/a%2Fb/c?x%20y",
            "ftp://joe:pw@h.example/%2Fetc/motd;type=i",
            "ftp://h.example/",
            "gopher://h.example/7sel%09search%09!+ABSTRACT%20+SMELL",
            "gopher://h.example",
            "mailto:joe@h.example",
            "news:*",
            "news:comp.lang",
            "news:123@h.example",
            "nntp://h.example/comp.lang/42",
            "telnet://u:p@h.example:2323/",
            "wais://h.example/db?q",
            "wais://h.example/db/t/p",
            "file:///etc/motd",
            "file://h.example/etc/motd",
            "prospero://h.example//pros/name;VERSION=2",
            "x-y://u@h.example:1/p",
            "urn:isbn:123",
        ];
        let mut seen: Vec<&str> = urls.iter().flat_map(|u| names(u)).collect();
        seen.sort_unstable();
        seen.dedup();
        let mut list = RFC1738_NAMES.to_vec();
        list.sort_unstable();
        assert_eq!(seen, list);
    }

    /// docs/json.md lists exactly these names for each grammar.
    #[test]
    fn the_lists_are_the_documents() {
        let doc = include_str!("../../docs/json.md");
        for (grammar, names) in [
            ("rfc1738", RFC1738_NAMES),
            ("rfc2396", RFC2396_NAMES),
            ("rfc1630", RFC1630_NAMES),
            ("rfc3986", RFC2396_NAMES),
        ] {
            let (_, section) = doc
                .split_once(&format!("(`--grammar {grammar}`)"))
                .expect("docs/json.md has the grammar's components");
            let section = section.split("\n#").next().unwrap_or_default();
            let mut documented: Vec<&str> = section
                .lines()
                .filter_map(|l| l.strip_prefix("| `"))
                .filter_map(|l| l.split_once('`').map(|(name, _)| name))
                .collect();
            documented.sort_unstable();
            let mut list = names.to_vec();
            list.sort_unstable();
            assert_eq!(documented, list, "{grammar}");
        }
    }

    #[test]
    fn ftp_commands_point_at_their_segments() {
        let url = Url::parse("ftp://myname@host.dom//etc/motd;type=d").unwrap();
        let m = rfc1738(&url);
        let commands: Vec<_> = m
            .components
            .iter()
            .filter(|c| c.name == "ftp_command")
            .map(|c| (c.value.text(), c.written))
            .collect();
        assert_eq!(
            commands,
            [
                ("\"CWD \"".to_owned(), Some((22, 22))),
                ("\"CWD etc\"".to_owned(), Some((23, 26))),
                ("\"NLST motd\"".to_owned(), Some((27, 31))),
            ]
        );
    }

    /// The JSON written directly is serde_json's, byte for byte.
    #[test]
    fn components_written_directly_are_the_values() {
        for input in [
            "ftp://joe:pw@h.example/%2Fetc/mo%22td;type=i",
            "gopher://h.example",
            "http://h:99999/caf%E9?q",
            "news:*",
            "file:///etc/motd",
        ] {
            let url = Url::parse(input).unwrap();
            let m = rfc1738(&url);
            let mut out = Vec::new();
            m.write_components_json(input, &mut out).unwrap();
            let value = serde_json::to_string(&m.components_json(input)).unwrap();
            assert_eq!(String::from_utf8(out).unwrap(), value, "{input}");
        }
    }

    #[test]
    fn octets_that_are_not_utf8_keep_their_hex() {
        let url = Url::parse("http://h/caf%E9").unwrap();
        let m = rfc1738(&url);
        let json = m.components_json(url.as_str());
        let segment = &json[2];
        assert_eq!(segment["name"], "path_segment");
        assert_eq!(segment["value"], "caf\u{fffd}");
        assert_eq!(segment["hex"], "636166e9");
        assert_eq!(segment["text"], "caf%E9");
    }
}
