//! What an RFC 1630 URL means, where the RFC's prose gives a meaning the
//! BNF does not: ports and default ports (RFC 1630 names none; the
//! defaults are those RFC 1738 §3 gives the same schemes), the ftp user
//! and type (RFC 959's TYPE argument with its space restored), the
//! gopher type (`1` when none is written) and command, the WAIS fields,
//! the Prospero version, search words split at `+` (a space), the news
//! group or article, and percent-decoding one component at a time, after
//! splitting. This module's grammar note walks through the prose.

use std::borrow::Cow;

pub use crate::syntax::pct::{percent_decode, percent_decode_utf8};
pub use crate::syntax::value::{Effective, OutOfRange, Source};

use crate::syntax::Span;
use crate::syntax::value::decimal;

use super::ftp::{Ftpaddress, Ftptype};
use super::generic::{Fragmentid, Url, UrlKind};
use super::gopher::Gopheraddress;
use super::ip::{Host, Hostport, Login, Port};
use super::news::{Article, Group, Groupart, Newsaddress};
use super::path::{Path, Search, Segment};
use super::prospero::Prosperolink;
use super::wais::{Waisaddress, WpathField};

impl Port<'_> {
    /// The port as a number. The BNF (`port digits`) has no bound, so a
    /// port over 65535 parses; it is a value error here.
    ///
    /// ```
    /// use rfc1738::rfc1630::Url;
    /// assert_eq!(Url::parse("http://h:0080/")?.port().unwrap().value(), Ok(80));
    /// assert!(Url::parse("http://h:70000/")?.port().unwrap().value().is_err());
    /// # Ok::<(), rfc1738::rfc1630::ParseError>(())
    /// ```
    pub fn value(&self) -> Result<u16, OutOfRange> {
        decimal(self.span(), u64::from(u16::MAX), "port")
            .map(|n| u16::try_from(n).unwrap_or(u16::MAX))
    }
}

impl<'a> Url<'a> {
    /// The login (user, password, host, port) of an ftp or telnet URL.
    pub fn login(&self) -> Option<Login<'a>> {
        match self.kind() {
            UrlKind::Ftp(u) => Some(u.login()),
            UrlKind::Telnet(u) => Some(u.login()),
            _ => None,
        }
    }

    /// The host and port of the server the URL names: http, ftp, telnet,
    /// gopher, wais, prospero. `None` for news, nntp (RFC 1630's
    /// `nntpaddress` has no host), mailto, mid and cid.
    pub fn hostport(&self) -> Option<Hostport<'a>> {
        match self.kind() {
            UrlKind::Http(u) => Some(u.hostport()),
            UrlKind::Gopher(u) => Some(u.hostport()),
            UrlKind::Wais(u) => Some(u.hostport()),
            UrlKind::Prospero(u) => Some(u.prosperolink().hostport()),
            UrlKind::Ftp(_) | UrlKind::Telnet(_) => self.login().map(|l| l.hostport()),
            _ => None,
        }
    }

    /// The host of [`Url::hostport`].
    pub fn host(&self) -> Option<Host<'a>> {
        self.hostport().map(|hp| hp.host())
    }

    /// The port as written, if any.
    pub fn port(&self) -> Option<Port<'a>> {
        self.hostport().and_then(|hp| hp.port())
    }

    /// The default port of the scheme. RFC 1630 gives none; these are the
    /// defaults RFC 1738 §3 gives the same schemes: http 80,
    /// ftp 21, telnet 23, gopher 70, wais 210, prospero 1525. `None` for
    /// the schemes without a server (news, nntp, mailto, mid, cid).
    pub fn default_port(&self) -> Option<u16> {
        match self.kind() {
            UrlKind::Http(_) => Some(80),
            UrlKind::Ftp(_) => Some(21),
            UrlKind::Telnet(_) => Some(23),
            UrlKind::Gopher(_) => Some(70),
            UrlKind::Wais(_) => Some(210),
            UrlKind::Prospero(_) => Some(1525),
            _ => None,
        }
    }

    /// The port to connect to: the written one, or the scheme's default
    /// when none is written; `None` when the written port is over 65535
    /// (the default is never put in its place) or the scheme has none,
    /// and `None` for a URL without a host: there is no server to connect
    /// to.
    ///
    /// ```
    /// use rfc1738::rfc1630::Url;
    /// assert_eq!(Url::parse("gopher://h/1")?.effective_port(), Some(70));
    /// assert_eq!(Url::parse("url:http://h:8000/")?.effective_port(), Some(8000));
    /// assert_eq!(Url::parse("http://h:99999/")?.effective_port(), None);
    /// # Ok::<(), rfc1738::rfc1630::ParseError>(())
    /// ```
    pub fn effective_port(&self) -> Option<u16> {
        // No host, no server to connect to.
        self.host()?;
        match self.port() {
            Some(p) => p.value().ok(),
            None => self.default_port(),
        }
    }
}

/// One component, percent-decoded (after splitting: `%2F` in a segment
/// stays inside it).
fn decode(span: Span<'_>) -> Cow<'_, [u8]> {
    percent_decode(span.as_str())
}

impl<'a> Segment<'a> {
    /// The segment, percent-decoded.
    pub fn decode(&self) -> Cow<'a, [u8]> {
        decode(self.span())
    }
}

impl<'a> Path<'a> {
    /// The segments, each percent-decoded on its own.
    ///
    /// ```
    /// use rfc1738::rfc1630::Url;
    /// let url = Url::parse("http://h/a%2Fb/c")?;
    /// let path = url.as_http().unwrap().path().unwrap();
    /// let segments: Vec<_> = path.decoded_segments().collect();
    /// assert_eq!(segments, [b"a/b".as_slice(), b"c".as_slice()]);
    /// # Ok::<(), rfc1738::rfc1630::ParseError>(())
    /// ```
    pub fn decoded_segments(&self) -> impl Iterator<Item = Cow<'a, [u8]>> + use<'a> {
        self.segments().map(|s| decode(s.span()))
    }
}

impl<'a> Search<'a> {
    /// The words of the search, each percent-decoded: "Within the query
    /// string, the plus sign is reserved as shorthand notation for a
    /// space. Therefore, real plus signs must be encoded" (p. 7), so the
    /// words are the pieces between the `+`s and a `%2B` is a plus
    /// inside a word.
    ///
    /// ```
    /// use rfc1738::rfc1630::Url;
    /// let url = Url::parse("http://h/db?cern+%2B1")?;
    /// let words: Vec<_> = url.as_http().unwrap().search().unwrap().decoded_words().collect();
    /// assert_eq!(words, [b"cern".as_slice(), b"+1".as_slice()]);
    /// # Ok::<(), rfc1738::rfc1630::ParseError>(())
    /// ```
    pub fn decoded_words(&self) -> impl Iterator<Item = Cow<'a, [u8]>> + use<'a> {
        self.words().map(decode)
    }

    /// The search as text: the words joined by spaces (the `+`s read as
    /// spaces, then each word decoded).
    pub fn text(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.span().len());
        for (k, w) in self.decoded_words().enumerate() {
            if k > 0 {
                out.push(b' ');
            }
            out.extend_from_slice(&w);
        }
        out
    }
}

impl<'a> Fragmentid<'a> {
    /// The fragment identifier, percent-decoded.
    pub fn decode(&self) -> Cow<'a, [u8]> {
        decode(self.span())
    }
}

/// The user of an ftp URL: written, or RFC 1630's default: "The default,
/// however, if no user or password is supplied, will be to use that
/// convention, viz. that the user name is "anonymous" and the password
/// the user's Internet-style mail address" (FTP, p. 14).
impl<'a> Ftpaddress<'a> {
    /// The user name: the written one, or `anonymous` by default.
    ///
    /// ```
    /// use rfc1738::rfc1630::Url;
    /// let ftp = Url::parse("ftp://h/pub")?.as_ftp().unwrap();
    /// assert_eq!(ftp.effective_user().value, "anonymous");
    /// assert!(ftp.effective_user().is_default());
    /// # Ok::<(), rfc1738::rfc1630::ParseError>(())
    /// ```
    pub fn effective_user(&self) -> Effective<&'a str> {
        match self.login().user() {
            Some(u) => Effective::written(u.as_str()),
            None => Effective::default("anonymous"),
        }
    }

    /// The password: the written one, or, when no user is written, the
    /// user's mail address (`mail`, which the caller knows); `None` when
    /// a user is written without a password (the client asks).
    pub fn effective_password<'m>(&self, mail: &'m str) -> Option<Effective<&'m str>>
    where
        'a: 'm,
    {
        match (self.login().user(), self.login().password()) {
            (_, Some(p)) => Some(Effective::written(p.as_str())),
            (None, None) => Some(Effective::default(mail)),
            (Some(_), None) => None,
        }
    }

    /// The CWD arguments and the final name: the path's segments, each
    /// decoded ("The arguments of any CWD commands are successive segment
    /// parts of the URL delimited by slash, and the final segment is
    /// suitable as the filename argument to the RETR command", p. 15).
    pub fn decoded_segments(&self) -> impl Iterator<Item = Cow<'a, [u8]>> + use<'a> {
        self.path().decoded_segments()
    }

    /// Whether the URL names a directory: its path ends with `/`, the
    /// prose's second suffix ("/ Use FTP directory list commands to read
    /// directory", p. 16).
    pub fn is_directory(&self) -> bool {
        self.path().as_str().ends_with('/')
    }
}

impl Ftptype<'_> {
    /// The RFC 959 TYPE argument, with the space the URL omits restored
    /// ("The type code is in the format defined in RFC 959 except that THE
    /// SPACE IS OMITTED FROM THE URL", p. 16): `AN` is `A N`, `L8` is
    /// `L 8`, `I` is `I`.
    ///
    /// ```
    /// use rfc1738::rfc1630::Url;
    /// let url = Url::parse("ftp://h/f;type=EC")?;
    /// assert_eq!(url.as_ftp().unwrap().ftptype().unwrap().rfc959(), "E C");
    /// # Ok::<(), rfc1738::rfc1630::ParseError>(())
    /// ```
    pub fn rfc959(&self) -> String {
        let s = self.span().as_str();
        match s.split_at_checked(1) {
            Some((code, rest)) if !rest.is_empty() => format!("{code} {rest}"),
            _ => s.to_owned(),
        }
    }

    /// The data type's name in RFC 959: `ASCII`, `EBCDIC`, `IMAGE` or
    /// `LOCAL`.
    pub fn data_type(&self) -> &'static str {
        match self.code() {
            'A' => "ASCII",
            'E' => "EBCDIC",
            'I' => "IMAGE",
            _ => "LOCAL",
        }
    }

    /// The form code's name in RFC 959 (after `A` or `E`): `Non-print`,
    /// `Telnet format effectors` or `Carriage Control (ASA)`.
    pub fn form(&self) -> Option<&'static str> {
        self.formcode().map(|f| match f.code() {
            'N' => "Non-print",
            'T' => "Telnet format effectors",
            _ => "Carriage Control (ASA)",
        })
    }

    /// The byte size after `L`, as a number (unbounded in the BNF).
    pub fn byte_size(&self) -> Option<Result<u64, OutOfRange>> {
        self.digits().map(|d| decimal(d, u64::MAX, "byte size"))
    }
}

impl<'a> Gopheraddress<'a> {
    /// The gopher type: the written one, or `1` when none is written: "If
    /// the encoded command string (with trailing CR LF stripped) would be
    /// void then the gopher type character may be omiited and "1" (ASCII
    /// 31 hex) is assumed" (p. 16). A type written as an escape is
    /// decoded.
    ///
    /// ```
    /// use rfc1738::rfc1630::Url;
    /// let t = Url::parse("gopher://h")?.as_gopher().unwrap().gopher_type();
    /// assert!(t.value == b'1' && t.is_default());
    /// assert_eq!(Url::parse("gopher://h/0about")?.as_gopher().unwrap().gopher_type().value, b'0');
    /// # Ok::<(), rfc1738::rfc1630::ParseError>(())
    /// ```
    pub fn gopher_type(&self) -> Effective<u8> {
        match self.gtype() {
            Some(t) => Effective::written(decode(t.span()).first().copied().unwrap_or(b'1')),
            None => Effective::default(b'1'),
        }
    }

    /// The command string to send to the server (the selector and any
    /// Gopher+ part), decoded whole: "slash "/" in gopher selector
    /// strings may not correspond to a level in a hierarchical
    /// structure" (p. 16), so it is one component. Empty when none is
    /// written.
    pub fn command(&self) -> Cow<'a, [u8]> {
        match self.gcommand() {
            Some(c) => decode(c.span()),
            None => Cow::Borrowed(&[]),
        }
    }
}

impl<'a> Waisaddress<'a> {
    /// The database, decoded.
    pub fn decoded_database(&self) -> Cow<'a, [u8]> {
        decode(self.database().span())
    }

    /// The search of an index URL (`?` and words), if any.
    pub fn search(&self) -> Option<Search<'a>> {
        match self {
            Waisaddress::Index(x) => x.search(),
            Waisaddress::Doc(_) => None,
        }
    }

    /// The document's WAIS type, decoded, for a document URL: "a client
    /// know the "type" of a object prior to retrieval" (p. 18).
    pub fn decoded_wtype(&self) -> Option<Cow<'a, [u8]>> {
        match self {
            Waisaddress::Doc(d) => Some(decode(d.wtype().span())),
            Waisaddress::Index(_) => None,
        }
    }

    /// The fields of a document's identifier, for a document URL: "For
    /// each field, the identifier field number is the digits before the
    /// equals sign, and the field contents follow, encoded in the
    /// conventional encoding, terminated by ";"" (p. 19).
    pub fn fields(&self) -> impl Iterator<Item = WpathField<'a>> + use<'a> {
        let wpath = match self {
            Waisaddress::Doc(d) => Some(d.wpath()),
            Waisaddress::Index(_) => None,
        };
        wpath.into_iter().flat_map(|w| w.fields())
    }
}

impl<'a> WpathField<'a> {
    /// The field number (unbounded in the BNF).
    pub fn number(&self) -> Result<u64, OutOfRange> {
        decimal(self.digits, u64::MAX, "field number")
    }

    /// The field contents, decoded whole ("encoded in the conventional
    /// encoding").
    pub fn contents(&self) -> Cow<'a, [u8]> {
        decode(self.path.span())
    }
}

impl<'a> Prosperolink<'a> {
    /// The host specific object name, decoded.
    pub fn decoded_hsoname(&self) -> Cow<'a, [u8]> {
        decode(self.hsoname().span())
    }

    /// The version number after `%00` (unbounded in the BNF).
    ///
    /// ```
    /// use rfc1738::rfc1630::Url;
    /// let url = Url::parse("prospero://h/a/b%0012xy")?;
    /// let link = url.as_prospero().unwrap().prosperolink();
    /// assert_eq!(link.hsoname().as_str(), "a/b");
    /// assert_eq!(link.version_number(), Some(Ok(12)));
    /// assert_eq!(link.attributes().unwrap().span().as_str(), "xy");
    /// # Ok::<(), rfc1738::rfc1630::ParseError>(())
    /// ```
    pub fn version_number(&self) -> Option<Result<u64, OutOfRange>> {
        self.version()
            .map(|v| decimal(v.span(), u64::MAX, "version"))
    }
}

impl<'a> Newsaddress<'a> {
    /// Whether the URL names every group (`news:*`).
    pub fn is_all_groups(&self) -> bool {
        matches!(self.groupart(), Groupart::All(_))
    }

    /// The news group, if the URL names one.
    pub fn group(&self) -> Option<Group<'a>> {
        match self.groupart() {
            Groupart::Group(g) => Some(g),
            _ => None,
        }
    }

    /// The article (message identifier without `<>`), if the URL names
    /// one: "A message identifier may be distinguished from a news group
    /// name by the presence of the commercial at "@" character" (p. 17).
    pub fn article(&self) -> Option<Article<'a>> {
        match self.groupart() {
            Groupart::Article(a) => Some(a),
            _ => None,
        }
    }
}

impl Article<'_> {
    /// The message identifier as a header writes it: `<` the article `>`.
    pub fn message_id(&self) -> String {
        format!("<{}>", self.span().as_str())
    }
}
