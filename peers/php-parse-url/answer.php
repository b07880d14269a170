<?php
// PHP's parse_url() (the standard library), as answers for `rfc1738 diff`
// (peers/README.md). Valid: parse_url returns an array (it returns false
// for a URL it calls seriously malformed). The components as it gives
// them, as written: scheme, user, pass, host (an IPv6 literal with its
// brackets), port (a number), path, query, fragment; a key it leaves out
// is null. Since PHP 8 an empty query or fragment (`?`, `#`) is "" and an
// absent one left out; an empty port or host is left out too: compare
// with `--empty-is-absent`.

if ($argc === 2 && $argv[1] === '--version') {
    echo 'PHP ' . PHP_VERSION . ", parse_url()\n";
    exit(0);
}
$names = ['scheme' => 'scheme', 'user' => 'user', 'pass' => 'password', 'host' => 'host',
          'port' => 'port', 'path' => 'path', 'query' => 'query', 'fragment' => 'fragment'];
$flags = JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE;
while (($line = fgets(STDIN)) !== false) {
    if (substr($line, -1) === "\n") {
        $line = substr($line, 0, -1);
    }
    if (substr($line, -1) === "\r") {
        $line = substr($line, 0, -1);
    }
    $parts = parse_url($line);
    if ($parts === false) {
        $answer = ['input' => $line, 'valid' => false, 'error' => 'parse_url returned false'];
    } else {
        $answer = ['input' => $line, 'valid' => true];
        foreach ($names as $theirs => $ours) {
            $answer[$ours] = $parts[$theirs] ?? null;
        }
        $answer['error'] = null;
    }
    echo json_encode($answer, $flags), "\n";
}
