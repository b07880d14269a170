/* libcurl's URL API (curl_url_set / curl_url_get), as answers for
 * `rfc1738 diff` (peers/README.md). Valid: curl_url_set(CURLUPART_URL)
 * returns CURLUE_OK, with CURLU_NON_SUPPORT_SCHEME (any scheme, not only
 * those curl speaks) and without a default scheme (so a relative
 * reference is invalid). The components as curl_url_get gives them
 * without decoding: the scheme (lower-cased), user, password, host (an
 * IPv6 literal with its brackets), port, path, query and fragment; NULL
 * (curl's CURLUE_NO_*) when absent. curl stores a normalized URL: the
 * path of `http://h` is "/", an empty query or fragment is dropped, so
 * compare with `--empty-is-absent --ignore-case`. */
#include <curl/curl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The length of the UTF-8 sequence at p, or 0 when it is none. */
static int utf8_length(const unsigned char *p) {
    int n = *p < 0x80 ? 1 : *p >= 0xc2 && *p <= 0xdf ? 2 : *p >= 0xe0 && *p <= 0xef ? 3
          : *p >= 0xf0 && *p <= 0xf4 ? 4 : 0;
    for (int k = 1; k < n; k++) {
        if ((p[k] & 0xc0) != 0x80) return 0;
    }
    return n;
}

/* A JSON string; a byte that is not UTF-8 (curl decodes a host's
 * escapes, which may leave such bytes) is written as U+FFFD. */
static void json_string(FILE *out, const char *s) {
    if (!s) {
        fputs("null", out);
        return;
    }
    fputc('"', out);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        int n = utf8_length(p);
        if (n == 0) {
            fputs("\\ufffd", out);
            continue;
        }
        if (n > 1) {
            fwrite(p, 1, (size_t)n, out);
            p += n - 1;
            continue;
        }
        switch (*p) {
        case '"': fputs("\\\"", out); break;
        case '\\': fputs("\\\\", out); break;
        case '\n': fputs("\\n", out); break;
        case '\r': fputs("\\r", out); break;
        case '\t': fputs("\\t", out); break;
        default:
            if (*p < 0x20) fprintf(out, "\\u%04x", *p);
            else fputc(*p, out);
        }
    }
    fputc('"', out);
}

static void part(FILE *out, CURLU *u, const char *name, CURLUPart which) {
    char *value = NULL;
    CURLUcode rc = curl_url_get(u, which, &value, 0);
    fprintf(out, ",\"%s\":", name);
    json_string(out, rc == CURLUE_OK ? value : NULL);
    curl_free(value);
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "--version") == 0) {
        printf("libcurl %s, URL API\n", curl_version_info(CURLVERSION_NOW)->version);
        return 0;
    }
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    while ((len = getline(&line, &cap, stdin)) != -1) {
        if (len > 0 && line[len - 1] == '\n') line[--len] = 0;
        if (len > 0 && line[len - 1] == '\r') line[--len] = 0;
        fputs("{\"input\":", stdout);
        json_string(stdout, line);
        CURLU *u = curl_url();
        CURLUcode rc = strlen(line) == (size_t)len
                           ? curl_url_set(u, CURLUPART_URL, line, CURLU_NON_SUPPORT_SCHEME)
                           : CURLUE_MALFORMED_INPUT; /* a NUL byte in the line */
        if (rc != CURLUE_OK) {
            fputs(",\"valid\":false,\"error\":", stdout);
            json_string(stdout, curl_url_strerror(rc));
        } else {
            fputs(",\"valid\":true", stdout);
            part(stdout, u, "scheme", CURLUPART_SCHEME);
            part(stdout, u, "user", CURLUPART_USER);
            part(stdout, u, "password", CURLUPART_PASSWORD);
            part(stdout, u, "host", CURLUPART_HOST);
            part(stdout, u, "port", CURLUPART_PORT);
            part(stdout, u, "path", CURLUPART_PATH);
            part(stdout, u, "query", CURLUPART_QUERY);
            part(stdout, u, "fragment", CURLUPART_FRAGMENT);
            fputs(",\"error\":null", stdout);
        }
        fputs("}\n", stdout);
        curl_url_cleanup(u);
    }
    free(line);
    return 0;
}
