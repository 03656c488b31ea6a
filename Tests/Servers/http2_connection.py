"""One HTTP/2 connection of the test server (RFC 7540), frame by frame on its own thread.

Preface, SETTINGS and ACK, PING, WINDOW_UPDATE and flow control both ways (a response waits
for window), HEADERS with CONTINUATION, padding and priority, RST_STREAM, GOAWAY; header
blocks through hpack.py; answers from answers.py. Every read waits at most 0.1 s at a time,
so held answers are released on time.
"""
import socket
import ssl
import struct

import answers
import hpack

PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
DATA, HEADERS, PRIORITY, RST_STREAM, SETTINGS, PUSH_PROMISE, PING, GOAWAY = range(8)
WINDOW_UPDATE, CONTINUATION = 8, 9
END_STREAM, ACK, END_HEADERS, PADDED, PRIORITY_FLAG = 0x1, 0x1, 0x4, 0x8, 0x20
PROTOCOL_ERROR, FLOW_CONTROL_ERROR, FRAME_SIZE_ERROR, COMPRESSION_ERROR = 0x1, 0x3, 0x6, 0x9
MAX_FRAME = 16384  # ours, the default: we never raise it
DEFAULT_WINDOW = 65535


class Failure(Exception):
    """A connection error (Section 5.4.1): GOAWAY with `code`, then close."""

    def __init__(self, code, reason):
        super().__init__(reason)
        self.code = code


class Stream:
    def __init__(self, identifier, send_window):
        self.id = identifier
        self.fields = []
        self.body = bytearray()
        self.send_window = send_window
        self.pending = None  # the response body still to send, once answered


class Connection:
    """One HTTP/2 connection, driven by its own thread."""

    def __init__(self, sock, number):
        self.sock = sock
        self.number = number
        self.buffer = bytearray()
        self.decoder = hpack.Decoder()
        self.streams = {}
        self.last_stream = 0
        self.send_window = DEFAULT_WINDOW
        self.initial_window = DEFAULT_WINDOW
        self.max_frame = MAX_FRAME  # the client's SETTINGS_MAX_FRAME_SIZE
        self.block = None  # (stream id, flags, fragments) until END_HEADERS
        self.gathering = answers.Gathering()

    def run(self):
        self.sock.settimeout(0.1)
        if self.read_exactly(len(PREFACE)) != PREFACE:
            return
        self.send(SETTINGS, 0, 0, struct.pack(">HI", 0x3, 100))  # MAX_CONCURRENT_STREAMS
        try:
            while True:
                frame = self.read_frame()
                if frame is None:
                    return
                self.handle(*frame)
                for stream, concurrent in self.gathering.due():
                    self.answer(stream, concurrent)
        except Failure as failure:
            payload = struct.pack(">II", self.last_stream, failure.code) + str(failure).encode()
            self.send(GOAWAY, 0, 0, payload)

    # Reading

    def read_exactly(self, count):
        """`count` bytes, or None when the peer closes; polls the gather deadline meanwhile."""
        while len(self.buffer) < count:
            try:
                chunk = self.sock.recv(65536)
            except (socket.timeout, TimeoutError):
                for stream, concurrent in self.gathering.due():
                    self.answer(stream, concurrent)
                continue
            except (OSError, ssl.SSLError):
                return None
            if not chunk:
                return None
            self.buffer += chunk
        data = bytes(self.buffer[:count])
        del self.buffer[:count]
        return data

    def read_frame(self):
        head = self.read_exactly(9)
        if head is None:
            return None
        length = int.from_bytes(head[:3], "big")
        kind, flags = head[3], head[4]
        stream = int.from_bytes(head[5:9], "big") & 0x7FFFFFFF
        if length > MAX_FRAME:
            raise Failure(FRAME_SIZE_ERROR, "frame of %d bytes" % length)
        payload = self.read_exactly(length)
        return None if payload is None else (kind, flags, stream, payload)

    @staticmethod
    def unpad(flags, payload):
        if not flags & PADDED:
            return payload
        if not payload or payload[0] >= len(payload):
            raise Failure(PROTOCOL_ERROR, "padding longer than the frame")
        return payload[1:len(payload) - payload[0]]

    # Frames in

    def handle(self, kind, flags, stream, payload):
        if self.block is not None and kind != CONTINUATION:
            raise Failure(PROTOCOL_ERROR, "a header block was interrupted")
        if kind == SETTINGS:
            self.settings(flags, stream, payload)
        elif kind == PING:
            self.ping(flags, stream, payload)
        elif kind == WINDOW_UPDATE:
            self.window_update(stream, payload)
        elif kind in (HEADERS, CONTINUATION):
            self.header_fragment(kind, flags, stream, payload)
        elif kind == DATA:
            self.data(flags, stream, payload)
        elif kind == RST_STREAM:
            self.streams.pop(stream, None)
            self.gathering.drop(stream)
        elif kind == GOAWAY:
            raise Failure(0, "goodbye")
        elif kind == PUSH_PROMISE:
            raise Failure(PROTOCOL_ERROR, "a client cannot push")
        # PRIORITY and unknown frame types are ignored (Section 4.1).

    def settings(self, flags, stream, payload):
        if stream or len(payload) % 6:
            raise Failure(FRAME_SIZE_ERROR, "bad SETTINGS")
        if flags & ACK:
            return
        for offset in range(0, len(payload), 6):
            key, value = struct.unpack(">HI", payload[offset:offset + 6])
            if key == 0x4:  # INITIAL_WINDOW_SIZE: moves every open stream's window
                if value > 0x7FFFFFFF:
                    raise Failure(FLOW_CONTROL_ERROR, "window too large")
                for open_stream in self.streams.values():
                    open_stream.send_window += value - self.initial_window
                self.initial_window = value
            elif key == 0x5:  # MAX_FRAME_SIZE
                if not MAX_FRAME <= value <= 0xFFFFFF:
                    raise Failure(PROTOCOL_ERROR, "bad MAX_FRAME_SIZE")
                self.max_frame = value
        self.send(SETTINGS, ACK, 0, b"")
        self.flush_all()

    def ping(self, flags, stream, payload):
        if len(payload) != 8 or stream:
            raise Failure(PROTOCOL_ERROR, "bad PING")
        if not flags & ACK:
            self.send(PING, ACK, 0, payload)

    def window_update(self, stream, payload):
        if len(payload) != 4:
            raise Failure(FRAME_SIZE_ERROR, "bad WINDOW_UPDATE")
        increment = int.from_bytes(payload, "big") & 0x7FFFFFFF
        if stream == 0:
            self.send_window += increment
        elif stream in self.streams:
            self.streams[stream].send_window += increment
        self.flush_all()

    def header_fragment(self, kind, flags, stream, payload):
        if kind == HEADERS:
            fragment = self.unpad(flags, payload)
            self.block = (stream, flags, [fragment[5:] if flags & PRIORITY_FLAG else fragment])
        elif self.block is None or self.block[0] != stream:
            raise Failure(PROTOCOL_ERROR, "CONTINUATION out of place")
        else:
            self.block[2].append(payload)
        if flags & END_HEADERS:
            self.end_headers()

    def end_headers(self):
        identifier, flags, fragments = self.block
        self.block = None
        try:
            fields = self.decoder.decode(b"".join(fragments))
        except hpack.HPACKError as error:
            raise Failure(COMPRESSION_ERROR, str(error))
        if identifier % 2 == 0 or identifier <= self.last_stream:
            raise Failure(PROTOCOL_ERROR, "bad stream id %d" % identifier)
        self.last_stream = identifier
        stream = Stream(identifier, self.initial_window)
        stream.fields = fields
        self.streams[identifier] = stream
        if flags & END_STREAM:
            self.complete(stream)

    def data(self, flags, identifier, payload):
        # Give back at once what the frame took from both receive windows (padding too).
        if payload:
            increment = struct.pack(">I", len(payload))
            self.send(WINDOW_UPDATE, 0, 0, increment)
            if not flags & END_STREAM:
                self.send(WINDOW_UPDATE, 0, identifier, increment)
        stream = self.streams.get(identifier)
        if stream is None or stream.pending is not None:
            return  # reset or already answered: the data is dropped
        stream.body += self.unpad(flags, payload)
        if flags & END_STREAM:
            self.complete(stream)

    # Answers out

    def complete(self, stream):
        request = answers.Request(stream.fields, bytes(stream.body))
        gather = request.gather()
        if gather:
            self.gathering.add(stream, gather)
            for waiting, concurrent in self.gathering.due():
                self.answer(waiting, concurrent)
        else:
            self.answer(stream, 1)

    def answer(self, stream, concurrent):
        request = answers.Request(stream.fields, bytes(stream.body))
        status, fields, body = request.answer("h2", self.number, stream.id, concurrent)
        block = hpack.encode([(":status", str(status))] + fields)
        first, block = block[:self.max_frame], block[self.max_frame:]
        self.send(HEADERS, 0 if block else END_HEADERS, stream.id, first)
        while block:
            fragment, block = block[:self.max_frame], block[self.max_frame:]
            self.send(CONTINUATION, 0 if block else END_HEADERS, stream.id, fragment)
        stream.pending = body
        self.flush(stream)

    def flush_all(self):
        for stream in list(self.streams.values()):
            if stream.pending is not None:
                self.flush(stream)

    def flush(self, stream):
        """Sends what both send windows allow of the stream's answer; the rest waits."""
        while True:
            size = min(len(stream.pending), self.max_frame, self.send_window, stream.send_window)
            last = size == len(stream.pending)
            if size <= 0 and not last:
                return  # blocked until a WINDOW_UPDATE
            chunk, stream.pending = stream.pending[:size], stream.pending[size:]
            self.send_window -= size
            stream.send_window -= size
            self.send(DATA, END_STREAM if last else 0, stream.id, chunk)
            if last:
                self.streams.pop(stream.id, None)
                return

    def send(self, kind, flags, stream, payload):
        head = len(payload).to_bytes(3, "big") + bytes([kind, flags])
        try:
            self.sock.sendall(head + struct.pack(">I", stream) + payload)
        except (OSError, ssl.SSLError):
            pass  # the peer went away: the read loop sees it next
