"""A static file server for hig-bench's download measurement: serves a folder over HTTP and, like
GitHub Pages and most CDNs, gzips text files (HTML, CSS, JavaScript, JSON, XML) for clients that
accept it. Files that are already compressed (Pagefind's index, fragments and WebAssembly) are
served as they are. Every response may be cached for ten minutes, as GitHub Pages allows
(Cache-Control: max-age=600), so a browser with its cache on loads a file once per visit.

    python3 scripts/bench/serve.py PORT FOLDER
"""
import gzip
import http.server
import os
import sys

TEXT = {".html", ".css", ".js", ".json", ".xml", ".svg", ".txt"}


class Handler(http.server.SimpleHTTPRequestHandler):
    def send_head(self):
        path = self.translate_path(self.path)
        extension = os.path.splitext(path)[1]
        if extension not in TEXT or "gzip" not in self.headers.get("Accept-Encoding", "") or not os.path.isfile(path):
            return super().send_head()
        with open(path, "rb") as source:
            body = gzip.compress(source.read(), 6)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        import io
        return io.BytesIO(body)

    def end_headers(self):
        self.send_header("Cache-Control", "max-age=600")
        super().end_headers()

    def log_message(self, *args):
        pass


if __name__ == "__main__":
    port, folder = int(sys.argv[1]), sys.argv[2]
    handler = lambda *a, **k: Handler(*a, directory=folder, **k)
    http.server.ThreadingHTTPServer(("127.0.0.1", port), handler).serve_forever()
