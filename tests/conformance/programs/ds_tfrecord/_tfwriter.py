"""A small TFRecord writer for tests: tf.train.Example records (bytes / float / int64 features) in TFRecord
framing, uncompressed, GZIP or ZLIB -- no TensorFlow needed.  Runs under MindSpore and msgraph alike."""
import gzip
import struct
import zlib


def _crc32c(data):
    crc = 0xFFFFFFFF
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = (crc >> 1) ^ (0x82F63B78 if crc & 1 else 0)
    return crc ^ 0xFFFFFFFF


def masked_crc(data):
    crc = _crc32c(data)
    return (((crc >> 15) | (crc << 17)) + 0xA282EAD8) & 0xFFFFFFFF


def _varint(n):
    n &= (1 << 64) - 1
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def _field(num, payload):            # a length-delimited field
    return _varint(num << 3 | 2) + _varint(len(payload)) + payload


def encode_feature(value, kind=None, packed=True):
    """One Feature: ``kind`` 'bytes' / 'float' / 'int64' (guessed from the values when None)."""
    vals = value if isinstance(value, (list, tuple)) else [value]
    if kind is None:
        first = vals[0] if vals else 0
        kind = "bytes" if isinstance(first, (bytes, str)) else "float" if isinstance(first, float) else "int64"
    if kind == "bytes":
        body = b"".join(_field(1, v.encode() if isinstance(v, str) else bytes(v)) for v in vals)
        return _field(1, body)
    if kind == "float":
        if packed:
            body = _field(1, b"".join(struct.pack("<f", float(v)) for v in vals)) if vals else b""
        else:
            body = b"".join(_varint(1 << 3 | 5) + struct.pack("<f", float(v)) for v in vals)
        return _field(2, body)
    if packed:
        body = _field(1, b"".join(_varint(int(v)) for v in vals)) if vals else b""
    else:
        body = b"".join(_varint(1 << 3 | 0) + _varint(int(v)) for v in vals)
    return _field(3, body)


def encode_example(features, kinds=None, packed=True):
    """A tf.train.Example of ``features`` (dict name -> value or list of values)."""
    kinds = kinds or {}
    entries = b"".join(_field(1, _field(1, name.encode()) + _field(2, encode_feature(v, kinds.get(name), packed)))
                       for name, v in features.items())
    return _field(1, entries)


def frame(record):
    head = struct.pack("<Q", len(record))
    return head + struct.pack("<I", masked_crc(head)) + record + struct.pack("<I", masked_crc(record))


def write_tfrecord(path, examples, kinds=None, compression="", packed=True):
    """Write ``examples`` (dicts) to ``path``; returns the path."""
    data = b"".join(frame(encode_example(e, kinds, packed)) for e in examples)
    if compression == "GZIP":
        data = gzip.compress(data)
    elif compression == "ZLIB":
        data = zlib.compress(data)
    with open(path, "wb") as f:
        f.write(data)
    return path
