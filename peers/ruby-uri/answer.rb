#!/usr/bin/env ruby
# frozen_string_literal: true

# Ruby's URI (the standard library's RFC 3986 parser), as answers for
# `rfc1738 diff` (peers/README.md). Valid: URI.parse returns (it raises
# URI::InvalidURIError otherwise). The components as URI.split gives them,
# as written (URI.parse fills in a scheme's default port, which the
# split does not): scheme, userinfo, host (an IPv6 literal with its
# brackets), port, the registry name as the host of an authority that is
# no server, path (the opaque part of an opaque URI such as mailto:),
# query, fragment; nil when absent, "" when present and empty.

require 'json'
require 'uri'

if ARGV == ['--version']
  puts "Ruby #{RUBY_VERSION}, uri #{URI::VERSION} (URI.parse, RFC 3986 parser)"
  exit 0
end

STDOUT.binmode
STDIN.binmode
STDIN.each_line("\n") do |raw|
  line = raw.chomp("\n").chomp("\r").force_encoding(Encoding::UTF_8)
  line = line.scrub("\uFFFD") unless line.valid_encoding?
  answer =
    begin
      URI.parse(line)
      scheme, userinfo, host, port, registry, path, opaque, query, fragment = URI.split(line)
      { input: line, valid: true, scheme: scheme, userinfo: userinfo, host: host || registry,
        port: port, path: opaque || path, query: query, fragment: fragment, error: nil }
    rescue URI::Error, ArgumentError => e
      { input: line, valid: false, error: "#{e.class}: #{e.message}" }
    end
  STDOUT.write(JSON.generate(answer), "\n")
end
