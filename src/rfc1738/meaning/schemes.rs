//! Accessors with the prose meaning of http (§3.3), mailto (§3.5), news
//! (§3.6), nntp (§3.7), telnet (§3.8), wais (§3.9) and prospero (§3.11).

use std::borrow::Cow;
use std::str::Utf8Error;

use super::{OutOfRange, decimal, percent_decode, percent_decode_utf8};
use crate::http::{Hsegment, Httpurl, Search};
use crate::ip::{Host, Password, Port, User};
use crate::mailto::Mailtourl;
use crate::news::{Article, Group, Grouppart, Newsurl};
use crate::nntp::Nntpurl;
use crate::prospero::{Fieldname, Fieldvalue, Ppath, Prosperourl};
use crate::telnet::Telneturl;
use crate::wais::{Database, Waisurl, Wpath, Wtype};

impl<'a> Httpurl<'a> {
    /// The host (§3.3: no user name or password is allowed).
    pub fn host(&self) -> Host<'a> {
        self.hostport().host()
    }

    /// The port as written.
    pub fn port(&self) -> Option<Port<'a>> {
        self.hostport().port()
    }

    /// The path segments, in order; none when there is no path. Within
    /// the path "/" is reserved and "designates a hierarchical structure"
    /// (§3.3), so `%2F` inside a segment stays inside it: decode each one
    /// with [`Hsegment::decode`].
    ///
    /// ```
    /// use rfc1738::Url;
    /// let url = Url::parse("http://h.example/a%2Fb/c?x%20y")?;
    /// let http = url.as_http().unwrap();
    /// let segs: Vec<_> = http.path_segments().map(|s| s.decode().into_owned()).collect();
    /// assert_eq!(segs, [b"a/b".to_vec(), b"c".to_vec()]);
    /// assert_eq!(http.search().unwrap().decode_utf8().unwrap(), "x y");
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn path_segments(&self) -> impl Iterator<Item = Hsegment<'a>> + use<'a> {
        self.hpath().into_iter().flat_map(|p| p.segments())
    }

    /// The search part, decoded (§3.3), if there is one.
    pub fn search_bytes(&self) -> Option<Cow<'a, [u8]>> {
        self.search().map(|s: Search<'a>| s.decode())
    }
}

impl<'a> Mailtourl<'a> {
    /// The address, decoded (§3.5: "the encoding of" an RFC 822
    /// addr-spec; no character is reserved in a mailto URL, so `?` is part
    /// of the address).
    ///
    /// ```
    /// use rfc1738::Url;
    /// let url = Url::parse("mailto:user%25relay@h.example")?;
    /// assert_eq!(url.as_mailto().unwrap().address().unwrap(), "user%relay@h.example");
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn address(&self) -> Result<Cow<'a, str>, Utf8Error> {
        self.encoded822addr().decode_utf8()
    }

    /// The address, decoded, as octets.
    pub fn address_bytes(&self) -> Cow<'a, [u8]> {
        self.encoded822addr().decode()
    }
}

impl<'a> Newsurl<'a> {
    /// Whether the URL is `news:*`: "all available news groups" (§3.6).
    pub fn is_all_groups(&self) -> bool {
        matches!(self.grouppart(), Grouppart::All(_))
    }

    /// The newsgroup, when the URL names one.
    pub fn group(&self) -> Option<Group<'a>> {
        match self.grouppart() {
            Grouppart::Group(g) => Some(g),
            _ => None,
        }
    }

    /// The article, when the URL names one by its message-id (told from a
    /// group by its `"@"`, §3.6).
    ///
    /// ```
    /// use rfc1738::Url;
    /// let url = Url::parse("news:1234%2Ex@news.example")?;
    /// let article = url.as_news().unwrap().article().unwrap();
    /// assert_eq!(article.message_id(), b"1234.x@news.example".as_slice());
    /// assert_eq!(article.host().as_str(), "news.example");
    /// assert!(Url::parse("news:*")?.as_news().unwrap().is_all_groups());
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn article(&self) -> Option<Article<'a>> {
        match self.grouppart() {
            Grouppart::Article(a) => Some(a),
            _ => None,
        }
    }
}

impl<'a> Article<'a> {
    /// The message-id of RFC 1036 §2.1.5 "without the enclosing "<" and
    /// ">"" (§3.6): `<unique>@<full_domain_name>`, decoded.
    pub fn message_id(&self) -> Cow<'a, [u8]> {
        percent_decode(self.span().as_str())
    }

    /// The part before the `"@"`, decoded.
    pub fn local_part_bytes(&self) -> Cow<'a, [u8]> {
        percent_decode(self.local_part().as_str())
    }
}

impl<'a> Nntpurl<'a> {
    /// The host.
    pub fn host(&self) -> Host<'a> {
        self.hostport().host()
    }

    /// The port as written.
    pub fn port(&self) -> Option<Port<'a>> {
        self.hostport().port()
    }

    /// The article number as a number (§3.7); `None` when the URL names
    /// only the group (which the BNF allows), `Err` past `u64::MAX`.
    ///
    /// ```
    /// use rfc1738::Url;
    /// let url = Url::parse("nntp://news.example/comp.lang.rust/0042")?;
    /// let nntp = url.as_nntp().unwrap();
    /// assert_eq!(nntp.group().as_str(), "comp.lang.rust");
    /// assert_eq!(nntp.article_number(), Some(Ok(42)));
    /// assert_eq!(url.effective_port(), Some(119));
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn article_number(&self) -> Option<Result<u64, OutOfRange>> {
        self.article()
            .map(|digits| decimal(digits, u64::MAX, "article number"))
    }
}

impl<'a> Telneturl<'a> {
    /// The user as written; "advisory only" (§3.8).
    pub fn user(&self) -> Option<User<'a>> {
        self.login().user()
    }

    /// The password as written; advisory only (§3.8), and unwise (§6).
    pub fn password(&self) -> Option<Password<'a>> {
        self.login().password()
    }

    /// The host.
    pub fn host(&self) -> Host<'a> {
        self.login().hostport().host()
    }

    /// The port as written.
    ///
    /// ```
    /// use rfc1738::Url;
    /// let url = Url::parse("telnet://guest:secret@bbs.example:2323/")?;
    /// let t = url.as_telnet().unwrap();
    /// assert_eq!(t.user().unwrap().as_str(), "guest");
    /// assert_eq!(t.password().unwrap().as_str(), "secret");
    /// assert_eq!(t.host().as_str(), "bbs.example");
    /// assert_eq!(t.port().unwrap().value(), Ok(2323));
    /// assert_eq!(Url::parse("telnet://bbs.example")?.effective_port(), Some(23));
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn port(&self) -> Option<Port<'a>> {
        self.login().hostport().port()
    }
}

impl<'a> Waisurl<'a> {
    /// The host.
    pub fn host(&self) -> Host<'a> {
        self.hostport().host()
    }

    /// The port as written.
    pub fn port(&self) -> Option<Port<'a>> {
        self.hostport().port()
    }

    /// The search of `/<database>?<search>`, the second form of §3.9.
    ///
    /// ```
    /// use rfc1738::{Url, wais::Waisurl};
    /// let url = Url::parse("wais://w.example:210/src?rfc%20urls")?;
    /// let wais = url.as_wais().unwrap();
    /// assert!(matches!(wais, Waisurl::Index(_)));
    /// assert_eq!(wais.database().as_str(), "src");
    /// assert_eq!(wais.search().unwrap().decode_utf8().unwrap(), "rfc urls");
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn search(&self) -> Option<Search<'a>> {
        match self {
            Waisurl::Index(w) => Some(w.search()),
            _ => None,
        }
    }

    /// The type of `/<database>/<wtype>/<wpath>`, the third form.
    pub fn wtype(&self) -> Option<Wtype<'a>> {
        match self {
            Waisurl::Doc(w) => Some(w.wtype()),
            _ => None,
        }
    }

    /// The document id of the third form: opaque (§3.9: "only the server
    /// that generated it" may decompose it), so it is one value, never
    /// split at its `"/"`s; decode it with [`Wpath::decode`].
    pub fn wpath(&self) -> Option<Wpath<'a>> {
        match self {
            Waisurl::Doc(w) => Some(w.wpath()),
            _ => None,
        }
    }

    /// The database, decoded.
    pub fn database_bytes(&self) -> Cow<'a, [u8]> {
        let d: Database<'a> = self.database();
        d.decode()
    }
}

impl<'a> Ppath<'a> {
    /// The hsoname, decoded: one opaque value (§3.11: "/" may appear in
    /// it and no significance may be assumed), so an hsoname that starts
    /// with "/" gives a double slash in the URL.
    pub fn hsoname(&self) -> Cow<'a, [u8]> {
        percent_decode(self.as_str())
    }

    /// [`Ppath::hsoname`] as UTF-8, if it is.
    pub fn hsoname_utf8(&self) -> Result<Cow<'a, str>, Utf8Error> {
        percent_decode_utf8(self.as_str())
    }
}

impl<'a> Prosperourl<'a> {
    /// The host (§3.11: no user name or password is allowed).
    pub fn host(&self) -> Host<'a> {
        self.hostport().host()
    }

    /// The port as written.
    pub fn port(&self) -> Option<Port<'a>> {
        self.hostport().port()
    }

    /// The hsoname, decoded (see [`Ppath::hsoname`]).
    ///
    /// ```
    /// use rfc1738::Url;
    /// let url = Url::parse("prospero://host.dom//pros/name;VERSION=2")?;
    /// let p = url.as_prospero().unwrap();
    /// assert_eq!(p.hsoname(), b"/pros/name".as_slice());
    /// let fields: Vec<_> = p.fields().map(|(n, v)| (n.as_str(), v.as_str())).collect();
    /// assert_eq!(fields, [("VERSION", "2")]);
    /// assert_eq!(url.effective_port(), Some(1525));
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn hsoname(&self) -> Cow<'a, [u8]> {
        self.ppath().hsoname()
    }

    /// The field/value pairs after the hsoname (§3.11), in order; decode
    /// each with `decode`.
    pub fn fields(&self) -> impl Iterator<Item = (Fieldname<'a>, Fieldvalue<'a>)> + use<'a> {
        self.fieldspecs().map(|f| (f.fieldname(), f.fieldvalue()))
    }
}
