//! Hosts (§3.1) and file hosts (§3.10).

use std::net::Ipv4Addr;

use super::{OutOfRange, decimal};
use crate::file::Fileurl;
use crate::ip::{Host, Hostname, Hostnumber};

impl<'a> Host<'a> {
    /// Whether the host is a domain name (§3.1: "a fully qualified domain
    /// name of a network host").
    pub fn is_hostname(&self) -> bool {
        matches!(self, Host::Hostname(_))
    }

    /// Whether the host is a host number (§3.1: "its IP address as a set
    /// of four decimal digit groups separated by ".").
    pub fn is_hostnumber(&self) -> bool {
        matches!(self, Host::Hostnumber(_))
    }

    /// Whether the host is the name `localhost`, in any case (domain
    /// names compare without case, RFC 1034 §3.1).
    pub fn is_localhost(&self) -> bool {
        self.is_hostname() && self.as_str().eq_ignore_ascii_case("localhost")
    }
}

impl Hostnumber<'_> {
    /// The four octets. §3.1 calls a host number "four decimal digit
    /// groups"; an IPv4 address has octets up to 255, which the BNF
    /// (`digits`) does not bound, so a larger group is a value error.
    ///
    /// The groups are always decimal, even with leading zeros: `010` is
    /// ten, where C's `inet_aton` reads it as octal eight. See
    /// [`Hostnumber::has_leading_zeros`].
    ///
    /// ```
    /// let url = rfc1738::Url::parse("http://192.168.010.1/")?;
    /// let rfc1738::ip::Host::Hostnumber(n) = url.host().unwrap() else { panic!() };
    /// assert_eq!(n.octets(), Ok([192, 168, 10, 1]));
    /// assert!(n.has_leading_zeros());
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn octets(&self) -> Result<[u8; 4], OutOfRange> {
        let mut octets = [0u8; 4];
        for (octet, group) in octets.iter_mut().zip(self.groups()) {
            let n = decimal(group, 255, "host number group")?;
            *octet = u8::try_from(n).unwrap_or(u8::MAX);
        }
        Ok(octets)
    }

    /// [`Hostnumber::octets`] as an address.
    pub fn to_ipv4(&self) -> Result<Ipv4Addr, OutOfRange> {
        self.octets().map(Ipv4Addr::from)
    }

    /// Whether a group has a leading zero (`01`, `00`): RFC 1738 reads it
    /// as decimal, but `inet_aton` and the parsers built on it read it as
    /// octal, so two programs may connect to different hosts.
    pub fn has_leading_zeros(&self) -> bool {
        self.groups()
            .iter()
            .any(|g| g.len() > 1 && g.as_str().starts_with('0'))
    }
}

/// The host of a `file` URL and what it means (§3.10): "As a special
/// case, `<host>` can be the string "localhost" or the empty string; this
/// is interpreted as `the machine from which the URL is being
/// interpreted'."
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FileHost<'a> {
    /// `file:///path`: no host, the local machine.
    Empty,
    /// `file://localhost/path` (any case): the local machine.
    Localhost(Hostname<'a>),
    /// Any other host: the file is on that machine.
    Named(Host<'a>),
}

impl FileHost<'_> {
    /// Whether the file is on the machine interpreting the URL.
    pub fn is_local(&self) -> bool {
        !matches!(self, FileHost::Named(_))
    }
}

impl<'a> Fileurl<'a> {
    /// The host with its §3.10 meaning.
    ///
    /// ```
    /// use rfc1738::{Url, meaning::FileHost};
    /// let host = |s| Url::parse(s).map(|u| u.as_file().unwrap().file_host());
    /// assert_eq!(host("file:///etc/motd")?, FileHost::Empty);
    /// assert!(matches!(host("file://localhost/etc/motd")?, FileHost::Localhost(_)));
    /// assert!(matches!(host("file://vms.host.edu/disk$user/my/notes/note12345.txt")?,
    ///                  FileHost::Named(_)));
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn file_host(&self) -> FileHost<'a> {
        match self.host() {
            None => FileHost::Empty,
            Some(Host::Hostname(h)) if Host::Hostname(h).is_localhost() => FileHost::Localhost(h),
            Some(h) => FileHost::Named(h),
        }
    }

    /// Whether the file is on the machine interpreting the URL (§3.10).
    pub fn is_local(&self) -> bool {
        self.file_host().is_local()
    }

    /// The directory segments and the name: the segments of the path in
    /// order. Decode each one with
    /// [`Fsegment::decode`](crate::ftp::Fsegment::decode).
    pub fn segments(&self) -> impl Iterator<Item = crate::ftp::Fsegment<'a>> + use<'a> {
        self.fpath().segments()
    }
}
