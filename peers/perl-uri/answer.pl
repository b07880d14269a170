#!/usr/bin/env perl
# Perl's URI module (CPAN; Debian: liburi-perl), as answers for
# `rfc1738 diff` (peers/README.md). URI->new accepts any string (it
# escapes what a URI may not hold), so every input is valid to it: the
# adapter answers "valid": true for every line, and the report's "they
# reject" column is empty by construction. The components as the object
# gives them: scheme (lower-cased), authority, userinfo, host (unescaped,
# an IPv6 literal without its brackets), the port as written (`_port`;
# `port` would give the scheme's default), path, query and fragment (undef
# when absent, "" when empty); an object without an authority (mailto:,
# a relative path, a scheme it knows no server for) has no host. Compare
# with `--ignore-case --ipv6-brackets-optional`.
use strict;
use warnings;

my $have = eval { require URI; 1 };
if (!$have) {
    print STDERR "perl-uri: the Perl module URI is not installed (Debian: liburi-perl, or peers/install perl-uri)\n";
    exit 3;
}
if (@ARGV == 1 && $ARGV[0] eq '--version') {
    printf "Perl %vd, URI %s\n", $^V, $URI::VERSION;
    exit 0;
}

sub json_string {
    my ($s) = @_;
    return 'null' unless defined $s;
    $s =~ s/(["\\])/\\$1/g;
    $s =~ s/\n/\\n/g;
    $s =~ s/\r/\\r/g;
    $s =~ s/\t/\\t/g;
    $s =~ s/([\x00-\x1f])/sprintf('\\u%04x', ord $1)/ge;
    return qq("$s");
}

use Encode ();
binmode STDIN, ':raw';
binmode STDOUT, ':encoding(UTF-8)';
while (my $raw = <STDIN>) {
    $raw =~ s/\n\z//;
    $raw =~ s/\r\z//;
    # A sequence that is not UTF-8 becomes U+FFFD, as in the other adapters.
    my $line = Encode::decode('UTF-8', $raw, Encode::FB_DEFAULT);
    my $u = URI->new($line);
    # Each part the object's class has (URI::file has a host but no
    # user information; URI::mailto no authority).
    my $authority = $u->can('authority') ? $u->authority : undef;
    my $part = sub {
        my ($method) = @_;
        return undef unless defined $authority && $u->can($method);
        return $u->$method;
    };
    my @parts = (
        [scheme    => $u->scheme],
        [authority => $authority],
        [userinfo  => $part->('userinfo')],
        [host      => $part->('host')],
        [port      => $part->('_port')],
        [path      => $u->can('path') ? $u->path : $u->opaque],
        [query     => $u->can('query') ? $u->query : undef],
        [fragment  => $u->fragment],
    );
    my $json = '{"input":' . json_string($line) . ',"valid":true';
    $json .= ',"' . $_->[0] . '":' . json_string($_->[1]) for @parts;
    print $json, ",\"error\":null}\n";
}
