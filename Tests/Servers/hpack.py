"""HPACK (RFC 7541) for the test HTTP/2 server: a full decoder, a plain encoder.

The decoder reads every representation a client may send: indexed fields, literals with
incremental indexing, without indexing and never indexed, dynamic table size updates,
integers of any prefix and string literals, Huffman-coded or not. The encoder writes
literal fields without indexing and without Huffman coding, which every decoder accepts.
Standard library only.
"""


class HPACKError(Exception):
    """A header block that cannot be decoded: a COMPRESSION_ERROR for the connection."""


# Appendix A: the static table, index 1 to 61.
STATIC_TABLE = [
    (":authority", ""), (":method", "GET"), (":method", "POST"), (":path", "/"),
    (":path", "/index.html"), (":scheme", "http"), (":scheme", "https"), (":status", "200"),
    (":status", "204"), (":status", "206"), (":status", "304"), (":status", "400"),
    (":status", "404"), (":status", "500"), ("accept-charset", ""),
    ("accept-encoding", "gzip, deflate"), ("accept-language", ""), ("accept-ranges", ""),
    ("accept", ""), ("access-control-allow-origin", ""), ("age", ""), ("allow", ""),
    ("authorization", ""), ("cache-control", ""), ("content-disposition", ""),
    ("content-encoding", ""), ("content-language", ""), ("content-length", ""),
    ("content-location", ""), ("content-range", ""), ("content-type", ""), ("cookie", ""),
    ("date", ""), ("etag", ""), ("expect", ""), ("expires", ""), ("from", ""), ("host", ""),
    ("if-match", ""), ("if-modified-since", ""), ("if-none-match", ""), ("if-range", ""),
    ("if-unmodified-since", ""), ("last-modified", ""), ("link", ""), ("location", ""),
    ("max-forwards", ""), ("proxy-authenticate", ""), ("proxy-authorization", ""),
    ("range", ""), ("referer", ""), ("refresh", ""), ("retry-after", ""), ("server", ""),
    ("set-cookie", ""), ("strict-transport-security", ""), ("transfer-encoding", ""),
    ("user-agent", ""), ("vary", ""), ("via", ""), ("www-authenticate", ""),
]

# Appendix B: the code length of each symbol, 0 to 255 and EOS (256). The code is canonical
# (codes of one length are consecutive, in symbol order, shorter codes first), so the lengths
# alone give back every code of the table.
CODE_LENGTHS = (
    [13, 23] + [28] * 7 + [24, 30, 28, 28, 30] + [28] * 8 + [30] + [28] * 9
    + [6, 10, 10, 12, 13, 6, 8, 11, 10, 10, 8, 11, 8, 6, 6, 6]
    + [5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 7, 8, 15, 6, 12, 10]
    + [13, 6] + [7] * 22 + [8, 7, 8, 13, 19, 13, 14, 6]
    + [15, 5, 6, 5, 6, 5, 6, 6, 6, 5, 7, 7, 6, 6, 6, 5]
    + [6, 7, 6, 5, 5, 6, 7, 7, 7, 7, 7, 15, 11, 14, 13, 28]
    + [20, 22, 20, 20, 22, 22, 22, 23, 22, 23, 23, 23, 23, 23, 24, 23]
    + [24, 24, 22, 23, 24, 23, 23, 23, 23, 21, 22, 23, 22, 23, 23, 24]
    + [22, 21, 20, 22, 22, 23, 23, 21, 23, 22, 22, 24, 21, 22, 23, 23]
    + [21, 21, 22, 21, 23, 22, 23, 23, 20, 22, 22, 22, 23, 22, 22, 23]
    + [26, 26, 20, 19, 22, 23, 22, 25, 26, 26, 26, 27, 27, 26, 24, 25]
    + [19, 21, 26, 27, 27, 26, 27, 24, 21, 21, 26, 26, 28, 27, 27, 27]
    + [20, 24, 20, 21, 22, 21, 21, 23, 22, 22, 25, 25, 24, 24, 26, 23]
    + [26, 27, 26, 26, 27, 27, 27, 27, 27, 28, 27, 27, 27, 27, 27, 26]
    + [30]
)
EOS = 256


def canonical_codes(lengths):
    """The symbol of each (length, code) pair of the canonical code with these lengths."""
    symbols = {}
    code, previous = 0, None
    for length, symbol in sorted((length, symbol) for symbol, length in enumerate(lengths)):
        if previous is not None:
            code = (code + 1) << (length - previous)
        symbols[(length, code)] = symbol
        previous = length
    return symbols


SYMBOLS = canonical_codes(CODE_LENGTHS)


def huffman_decode(data):
    """The bytes a Huffman-coded string stands for (Section 5.2)."""
    out = bytearray()
    code, length = 0, 0
    for byte in data:
        for shift in range(7, -1, -1):
            code = (code << 1) | ((byte >> shift) & 1)
            length += 1
            symbol = SYMBOLS.get((length, code))
            if symbol is None:
                if length > 30:
                    raise HPACKError("no Huffman code matches")
                continue
            if symbol == EOS:
                raise HPACKError("EOS inside a Huffman string")
            out.append(symbol)
            code, length = 0, 0
    # What is left is padding: fewer than 8 bits, all ones (the start of EOS).
    if length > 7 or code != (1 << length) - 1:
        raise HPACKError("bad Huffman padding")
    return bytes(out)


def decode_integer(data, position, prefix_bits):
    """The integer at `position` with an N-bit prefix (Section 5.1), and where it ends."""
    if position >= len(data):
        raise HPACKError("integer past the end of the block")
    limit = (1 << prefix_bits) - 1
    value = data[position] & limit
    position += 1
    if value < limit:
        return value, position
    shift = 0
    while True:
        if position >= len(data) or shift > 28:
            raise HPACKError("integer too long or past the end of the block")
        byte = data[position]
        position += 1
        value += (byte & 0x7F) << shift
        shift += 7
        if byte & 0x80 == 0:
            return value, position


def decode_string(data, position):
    """The string literal at `position` (Section 5.2), and where it ends."""
    if position >= len(data):
        raise HPACKError("string past the end of the block")
    huffman = data[position] & 0x80
    length, position = decode_integer(data, position, 7)
    end = position + length
    if end > len(data):
        raise HPACKError("string longer than the block")
    raw = data[position:end]
    return (huffman_decode(raw) if huffman else raw).decode("latin-1"), end


class Decoder:
    """One connection's header decoder, with its dynamic table (Sections 2.3 and 4)."""

    def __init__(self, maximum_size=4096):
        self.maximum_size = maximum_size  # what our SETTINGS_HEADER_TABLE_SIZE allows
        self.size_limit = maximum_size  # what the encoder last set, at most the above
        self.dynamic = []  # newest first
        self.size = 0

    def field(self, index):
        if 1 <= index <= len(STATIC_TABLE):
            return STATIC_TABLE[index - 1]
        dynamic_index = index - len(STATIC_TABLE) - 1
        if index < 1 or dynamic_index >= len(self.dynamic):
            raise HPACKError("index %d out of the tables" % index)
        return self.dynamic[dynamic_index]

    def add(self, name, value):
        self.dynamic.insert(0, (name, value))
        self.size += 32 + len(name) + len(value)
        self.evict()

    def evict(self):
        while self.size > self.size_limit and self.dynamic:
            name, value = self.dynamic.pop()
            self.size -= 32 + len(name) + len(value)

    def decode(self, block):
        """The header list of one complete header block, in order."""
        fields, position = [], 0
        while position < len(block):
            byte = block[position]
            if byte & 0x80:  # indexed field
                index, position = decode_integer(block, position, 7)
                fields.append(self.field(index))
            elif byte & 0x40:  # literal with incremental indexing
                name, value, position = self.literal(block, position, 6)
                self.add(name, value)
                fields.append((name, value))
            elif byte & 0x20:  # dynamic table size update
                size, position = decode_integer(block, position, 5)
                if size > self.maximum_size:
                    raise HPACKError("table size update above the setting")
                self.size_limit = size
                self.evict()
            else:  # literal without indexing (0000) or never indexed (0001)
                name, value, position = self.literal(block, position, 4)
                fields.append((name, value))
        return fields

    def literal(self, block, position, prefix_bits):
        index, position = decode_integer(block, position, prefix_bits)
        if index:
            name = self.field(index)[0]
        else:
            name, position = decode_string(block, position)
        value, position = decode_string(block, position)
        return name, value, position


def encode_integer(value, prefix_bits, flags=0):
    limit = (1 << prefix_bits) - 1
    if value < limit:
        return bytes([flags | value])
    out = bytearray([flags | limit])
    value -= limit
    while value >= 0x80:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def encode(fields):
    """A header block: each field a literal without indexing, with a literal name."""
    out = bytearray()
    for name, value in fields:
        out += b"\x00"
        for text in (name.encode("latin-1"), value.encode("latin-1")):
            out += encode_integer(len(text), 7) + text
    return bytes(out)
