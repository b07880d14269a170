//! The parser against an independent reading of RFC 2396 + 2732 (filled
//! in below).
