//! The tests of RFC 3986, one test binary (`rfc3986`): `resolve` (§5.2–5.4:
//! every example of §5.4, the splitting of Appendix B, §5.2.4 against
//! its literal wording, the warning, linear time) and `normalize` (§6:
//! the RFC's examples, another library's cases, idempotence and
//! resolution kept, on generated strings).

mod generated;
mod normalize;
mod resolve;
