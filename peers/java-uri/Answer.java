// java.net.URI (the JDK), as answers for `rfc1738 diff` (peers/README.md):
// the parser behind Spark's parse_url and the URL columns of the Common
// Crawl index. Valid: `new URI(text)` returns (it throws
// URISyntaxException otherwise). The components as the raw accessors give
// them, as written: getScheme, getRawAuthority, getRawUserInfo, getHost
// (an IPv6 literal with its brackets; null for a registry-based
// authority), getPort (a number; -1, absent, also for `h:`), getRawPath
// (for an opaque URI, whose path is null, getRawSchemeSpecificPart: the
// opaque part, RFC 2396's reading), getRawQuery, getRawFragment; null
// when absent, "" when present and empty.

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;

public class Answer {
    static void str(StringBuilder b, String s) {
        if (s == null) {
            b.append("null");
            return;
        }
        b.append('"');
        for (int k = 0; k < s.length(); k++) {
            char c = s.charAt(k);
            switch (c) {
                case '"': b.append("\\\""); break;
                case '\\': b.append("\\\\"); break;
                case '\n': b.append("\\n"); break;
                case '\r': b.append("\\r"); break;
                case '\t': b.append("\\t"); break;
                default:
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
            }
        }
        b.append('"');
    }

    static void key(StringBuilder b, String k, String v) {
        b.append(",\"").append(k).append("\":");
        str(b, v);
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 1 && args[0].equals("--version")) {
            System.out.println("java.net.URI (Java " + System.getProperty("java.version") + ", "
                    + System.getProperty("java.vm.name") + ")");
            return;
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        BufferedWriter out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
        String line;
        // readLine ends a line at \n, \r\n and a lone \r alike; the inputs
        // are read one per \n, so a \r inside a line is kept.
        StringBuilder pending = new StringBuilder();
        int c;
        while ((c = in.read()) != -1) {
            if (c != '\n') {
                pending.append((char) c);
                continue;
            }
            line = pending.toString();
            pending.setLength(0);
            answer(line, out);
        }
        if (pending.length() > 0) {
            answer(pending.toString(), out);
        }
        out.flush();
    }

    static void answer(String line, BufferedWriter out) throws Exception {
        if (line.endsWith("\r")) {
            line = line.substring(0, line.length() - 1);
        }
        StringBuilder b = new StringBuilder("{\"input\":");
        str(b, line);
        try {
            URI u = new URI(line);
            b.append(",\"valid\":true");
            key(b, "scheme", u.getScheme());
            key(b, "authority", u.getRawAuthority());
            key(b, "userinfo", u.getRawUserInfo());
            key(b, "host", u.getHost());
            b.append(",\"port\":").append(u.getPort() < 0 ? "null" : Integer.toString(u.getPort()));
            key(b, "path", u.isOpaque() ? u.getRawSchemeSpecificPart() : u.getRawPath());
            key(b, "query", u.getRawQuery());
            key(b, "fragment", u.getRawFragment());
            b.append(",\"error\":null}");
        } catch (URISyntaxException e) {
            b.append(",\"valid\":false");
            key(b, "error", e.getMessage());
            b.append('}');
        }
        out.write(b.toString());
        out.write('\n');
    }
}
