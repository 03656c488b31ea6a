"""What the test HTTP/2 server answers, over h2 or HTTP/1.1 alike.

Each request gets JSON saying what carried it and what arrived:

    {"protocol": "h2", "connection": 1, "stream": 3, "method": "POST", "path": "/echo",
     "headers": {"x-name": "value"}, "bodyLength": 5, "bodySHA256": "…", "concurrent": 1,
     "padding": ""}

`connection` counts TCP connections from 1; `headers` holds the regular request fields
(names in lower case, repeated ones joined with ", "). Query options: `status=NNN` sets the
status, `size=N` makes `padding` N characters long, `gather=N` holds the answer until N
requests wait on the same connection (at most five seconds; `concurrent` says how many did).
Every answer carries `x-repeated: one` and `x-repeated: two`.
"""
import hashlib
import json
import time
import urllib.parse

GATHER_SECONDS = 5.0
LARGEST_PADDING = 8 * 1024 * 1024


class Request:
    def __init__(self, fields, body):
        self.pseudo = {name: value for name, value in fields if name.startswith(":")}
        self.headers = {}
        for name, value in fields:
            if not name.startswith(":"):
                # Field values are octets (HPACK hands them over as Latin-1): read as UTF-8.
                name, value = name.lower(), value.encode("latin-1").decode("utf-8", "replace")
                joined = self.headers.get(name)
                self.headers[name] = value if joined is None else joined + ", " + value
        self.body = body
        target = urllib.parse.urlsplit(self.pseudo.get(":path", "/"))
        self.path = target.path
        self.query = dict(urllib.parse.parse_qsl(target.query))

    def number(self, key, low, high, default):
        try:
            return min(max(int(self.query.get(key, default)), low), high)
        except ValueError:
            return default

    def gather(self):
        return self.number("gather", 0, 100, 0)

    def answer(self, protocol, connection, stream, concurrent):
        """The status, the response fields (names in lower case) and the body."""
        status = self.number("status", 200, 599, 200)
        report = {
            "protocol": protocol,
            "connection": connection,
            "stream": stream,
            "method": self.pseudo.get(":method", ""),
            "path": self.path,
            "headers": self.headers,
            "bodyLength": len(self.body),
            "bodySHA256": hashlib.sha256(self.body).hexdigest(),
            "concurrent": concurrent,
            "padding": "x" * self.number("size", 0, LARGEST_PADDING, 0),
        }
        body = json.dumps(report).encode()
        fields = [
            ("content-type", "application/json"),
            ("content-length", str(len(body))),
            ("x-repeated", "one"),
            ("x-repeated", "two"),
        ]
        return status, fields, body


class Gathering:
    """Answers held until enough wait on one connection, or until their deadline."""

    def __init__(self):
        self.waiting = []
        self.goal = 0
        self.deadline = None

    def add(self, stream, goal):
        if not self.waiting:
            self.deadline = time.monotonic() + GATHER_SECONDS
        self.waiting.append(stream)
        self.goal = goal

    def drop(self, identifier):
        self.waiting = [stream for stream in self.waiting if stream.id != identifier]

    def due(self):
        """The held streams to answer now, each with how many waited together."""
        if not self.waiting:
            return []
        if len(self.waiting) < self.goal and time.monotonic() < self.deadline:
            return []
        released, self.waiting = self.waiting, []
        return [(stream, len(released)) for stream in released]


def serve_http1(sock, number):
    """HTTP/1.1 with keep-alive, for a connection that did not pick h2 (bodies by length)."""
    reader = sock.makefile("rb")
    stream = 0
    while True:
        line = reader.readline(65536)
        if not line.strip():
            return
        method, target, _ = line.decode("latin-1").split(" ", 2)
        fields = [(":method", method), (":path", target)]
        while True:
            line = reader.readline(65536).decode("latin-1").rstrip("\r\n")
            if not line:
                break
            name, _, value = line.partition(":")
            fields.append((name.strip(), value.strip()))
        request = Request(fields, b"")
        request.body = reader.read(int(request.headers.get("content-length", "0")))
        stream += 1
        status, response_fields, body = request.answer("http/1.1", number, stream, 1)
        head = "HTTP/1.1 %d Answer\r\n" % status
        for name, value in response_fields:
            head += "%s: %s\r\n" % (name.title(), value)
        sock.sendall(head.encode("latin-1") + b"\r\n" + body)
