//! FTP (§3.2): the login defaults of §3.2.1 and the command sequence of
//! §3.2.2.

use std::borrow::Cow;
use std::fmt;

use super::Effective;
use crate::ftp::{Fsegment, Ftpurl};
use crate::ip::{Host, Password, Port, User};

/// One FTP command of the sequence §3.2.2 derives from a URL path.
///
/// Arguments are the decoded components (§3.2.2: "The components are
/// decoded prior to their use in the FTP protocol"), as octets.
///
/// `Display` writes the protocol line without its CRLF: the verb, a
/// space, the argument (`CWD etc`; `CWD ` for the empty argument of §3.2.2's
/// third example). An argument octet that is not printable ASCII, and `%`
/// itself, is written back as its `%HH` escape, so a displayed command is
/// always one line and two different arguments never display alike; send
/// [`FtpCommand::argument`] to a server, after checking it against §6
/// (see [`Url::warnings`](crate::Url::warnings)).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum FtpCommand<'a> {
    /// `CWD <segment>`: one per directory segment, empty ones included.
    Cwd(Cow<'a, [u8]>),
    /// `TYPE <typecode>`: when the URL has a typecode other than `d`.
    Type(char),
    /// `RETR <name>`: fetch the file, when the typecode is not `d`.
    Retr(Cow<'a, [u8]>),
    /// `NLST <name>`: list the directory, for typecode `d`.
    Nlst(Cow<'a, [u8]>),
}

impl FtpCommand<'_> {
    /// The command's verb: `CWD`, `TYPE`, `RETR` or `NLST`.
    pub fn verb(&self) -> &'static str {
        match self {
            FtpCommand::Cwd(_) => "CWD",
            FtpCommand::Type(_) => "TYPE",
            FtpCommand::Retr(_) => "RETR",
            FtpCommand::Nlst(_) => "NLST",
        }
    }

    /// The argument as octets (the typecode for `TYPE`).
    pub fn argument(&self) -> Cow<'_, [u8]> {
        match self {
            FtpCommand::Cwd(a) | FtpCommand::Retr(a) | FtpCommand::Nlst(a) => {
                Cow::Borrowed(a.as_ref())
            }
            FtpCommand::Type(c) => {
                let mut buf = [0u8; 4];
                Cow::Owned(c.encode_utf8(&mut buf).as_bytes().to_vec())
            }
        }
    }
}

impl fmt::Display for FtpCommand<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ", self.verb())?;
        for &b in self.argument().iter() {
            if (b.is_ascii_graphic() || b == b' ') && b != b'%' {
                write!(f, "{}", char::from(b))?;
            } else {
                write!(f, "%{b:02X}")?;
            }
        }
        Ok(())
    }
}

impl<'a> Ftpurl<'a> {
    /// The user as written (`None` when absent; `ftp://@host/` has an
    /// empty one, §3.1).
    pub fn user(&self) -> Option<User<'a>> {
        self.login().user()
    }

    /// The password as written (`None` when absent; `ftp://foo:@host/`
    /// has an empty one, §3.1).
    pub fn password(&self) -> Option<Password<'a>> {
        self.login().password()
    }

    /// The host.
    pub fn host(&self) -> Host<'a> {
        self.login().hostport().host()
    }

    /// The port as written.
    pub fn port(&self) -> Option<Port<'a>> {
        self.login().hostport().port()
    }

    /// The user to log in as (§3.2.1): the decoded user when written
    /// (even empty), else `anonymous` as a default.
    ///
    /// ```
    /// use rfc1738::Url;
    /// let url = Url::parse("ftp://ftp.example.org/pub")?;
    /// let user = url.as_ftp().unwrap().effective_user();
    /// assert_eq!(user.value, b"anonymous".as_slice());
    /// assert!(user.is_default());
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn effective_user(&self) -> Effective<Cow<'a, [u8]>> {
        match self.user() {
            Some(u) => Effective::written(u.decode()),
            None => Effective::default(Cow::Borrowed(b"anonymous".as_slice())),
        }
    }

    /// The password to send if the server asks for one (§3.2.1):
    /// - written in the URL: that password, decoded (even empty);
    /// - no user and no password: the anonymous FTP convention, whose
    ///   password is "the Internet e-mail address of the end user
    ///   accessing the resource": the caller's `email`, as a default;
    /// - a user but no password: `None`, since "the program interpreting
    ///   the FTP URL should request one from the user".
    ///
    /// ```
    /// use rfc1738::Url;
    /// let pw = |s| Url::parse(s).map(|u| u.as_ftp().unwrap().effective_password("me@my.example"));
    /// assert_eq!(pw("ftp://h.example/")?.unwrap().value, b"me@my.example".as_slice());
    /// assert_eq!(pw("ftp://myname@h.example/")?, None);
    /// assert_eq!(pw("ftp://myname:@h.example/")?.unwrap().value, b"".as_slice());
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn effective_password<'e>(&self, email: &'e str) -> Option<Effective<Cow<'e, [u8]>>>
    where
        'a: 'e,
    {
        match (self.user(), self.password()) {
            (_, Some(p)) => Some(Effective::written(p.decode())),
            (None, None) => Some(Effective::default(Cow::Borrowed(email.as_bytes()))),
            (Some(_), None) => None,
        }
    }

    /// The `<cwd>` segments: every segment of the path but the last.
    pub fn directories(&self) -> impl Iterator<Item = Fsegment<'a>> + use<'a> {
        // One pass: a segment is a directory when another one follows it.
        let mut segments = self
            .fpath()
            .into_iter()
            .flat_map(|p| p.segments())
            .peekable();
        std::iter::from_fn(move || {
            let segment = segments.next()?;
            segments.peek().is_some().then_some(segment)
        })
    }

    /// The `<name>`: the last segment of the path; `None` when the URL
    /// has no path at all (`ftp://host`).
    pub fn name(&self) -> Option<Fsegment<'a>> {
        self.fpath().and_then(|p| p.segments().last())
    }

    /// The typecode, as written (`a`, `i`, `d`, or their capitals, which
    /// the BNF also allows).
    pub fn typecode(&self) -> Option<char> {
        self.ftptype().map(|t| t.code())
    }

    /// The FTP commands the path stands for (§3.2.2): one `CWD` per
    /// directory segment, empty ones included; then for typecode `d` an
    /// `NLST <name>`, otherwise `TYPE <typecode>` (when there is one) and
    /// `RETR <name>`. A URL without a path (`ftp://host`) stands for no
    /// command. The typecode `D` counts as `d`.
    ///
    /// ```
    /// use rfc1738::Url;
    /// let cmds = |s| -> Result<Vec<String>, rfc1738::ParseError> {
    ///     let url = Url::parse(s)?;
    ///     Ok(url.as_ftp().unwrap().commands().iter().map(|c| c.to_string()).collect())
    /// };
    /// // The three examples of §3.2.2.
    /// assert_eq!(cmds("ftp://myname@host.dom/%2Fetc/motd")?, ["CWD /etc", "RETR motd"]);
    /// assert_eq!(cmds("ftp://myname@host.dom/etc/motd")?, ["CWD etc", "RETR motd"]);
    /// assert_eq!(cmds("ftp://myname@host.dom//etc/motd")?, ["CWD ", "CWD etc", "RETR motd"]);
    /// assert_eq!(cmds("ftp://h.example/pub;type=d")?, ["NLST pub"]);
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn commands(&self) -> Vec<FtpCommand<'a>> {
        let Some(name) = self.name() else {
            return Vec::new();
        };
        let mut commands: Vec<FtpCommand<'a>> = self
            .directories()
            .map(|d| FtpCommand::Cwd(d.decode()))
            .collect();
        match self.typecode() {
            Some('d' | 'D') => commands.push(FtpCommand::Nlst(name.decode())),
            code => {
                commands.extend(code.map(FtpCommand::Type));
                commands.push(FtpCommand::Retr(name.decode()));
            }
        }
        commands
    }
}
