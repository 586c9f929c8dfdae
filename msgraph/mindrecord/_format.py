"""The MindRecord on-disk format, as MindSpore 2.x writes and reads it (format version "3.0").

A shard file ``name`` is::

    [8-byte little-endian length][header JSON] ... zero padding to ``header_size``
    page 0, page 1, ...   each at ``header_size + page_id * page_size``; the last one is cut at its data

Pages are BLOB_DATA or RAW_DATA.  Every row has one entry in a blob page and one in a raw page, each an
8-byte little-endian length and the bytes:

* raw entry: a MessagePack map (keys sorted) of the row's non-blob fields (int32/int64/float32/float64/
  string); ``{"id": 0}`` when every field is a blob.
* blob entry: with one blob field its bytes; with several, for each blob field (sorted by name) an 8-byte
  BIG-endian length and the bytes; with none, 4 zero bytes.  ``bytes`` fields are stored as given,
  float arrays as raw little-endian values, int32/int64 arrays compressed (``compress_ints``).

A blob page is a "row group"; its ``page_type_id`` is the row group id the raw pages and the index name.
Next to each shard file, an SQLite database ``name.db`` holds the index: table ``INDEXES`` (one row per
row: its raw and blob page ids and offsets, and the index fields' values) and table ``SHARD_NAME``.
All of this was read off files written by MindSpore 2.10 (no MindSpore code is used).
"""
from __future__ import annotations

import json
import math
import os
import sqlite3
import struct
from typing import Any, Dict, List, Optional, Tuple

import numpy as np

VERSION = "3.0"
DEFAULT_HEADER_SIZE = 1 << 24
DEFAULT_PAGE_SIZE = 1 << 25
SCALAR_TYPES = ("int32", "int64", "float32", "float64", "string", "bytes")
ARRAY_TYPES = ("int32", "int64", "float32", "float64")
NUMPY_TYPES = {"int32": np.int32, "int64": np.int64, "float32": np.float32, "float64": np.float64}

# ---------------------------------------------------------------- MessagePack (the subset MindRecord uses)


def _pack_int(v: int, out: bytearray) -> None:
    if v >= 0:
        if v < 0x80:
            out.append(v)
        elif v <= 0xFF:
            out += b"\xcc" + struct.pack(">B", v)
        elif v <= 0xFFFF:
            out += b"\xcd" + struct.pack(">H", v)
        elif v <= 0xFFFFFFFF:
            out += b"\xce" + struct.pack(">I", v)
        else:
            out += b"\xcf" + struct.pack(">Q", v)
    elif v >= -32:
        out += struct.pack(">b", v)
    elif v >= -128:
        out += b"\xd0" + struct.pack(">b", v)
    elif v >= -32768:
        out += b"\xd1" + struct.pack(">h", v)
    elif v >= -2 ** 31:
        out += b"\xd2" + struct.pack(">i", v)
    else:
        out += b"\xd3" + struct.pack(">q", v)


def _pack_str(s: str, out: bytearray) -> None:
    b = s.encode("utf-8")
    n = len(b)
    if n < 32:
        out.append(0xA0 | n)
    elif n <= 0xFF:
        out += b"\xd9" + struct.pack(">B", n)
    elif n <= 0xFFFF:
        out += b"\xda" + struct.pack(">H", n)
    else:
        out += b"\xdb" + struct.pack(">I", n)
    out += b


def _pack_float(v: float, out: bytearray) -> None:
    with np.errstate(over="ignore"):
        f32 = float(np.float32(v))
    if f32 == v:  # exactly representable (or +-inf): 4 bytes, as MindSpore's JSON library writes it
        out += b"\xca" + struct.pack(">f", f32)
    else:
        out += b"\xcb" + struct.pack(">d", v)


def pack_map(d: Dict[str, Any]) -> bytes:
    """A flat map of str -> int/float/str as MessagePack, keys sorted (as MindSpore's JSON library does)."""
    out = bytearray()
    n = len(d)
    if n < 16:
        out.append(0x80 | n)
    elif n <= 0xFFFF:
        out += b"\xde" + struct.pack(">H", n)
    else:
        out += b"\xdf" + struct.pack(">I", n)
    for k in sorted(d):
        _pack_str(k, out)
        v = d[k]
        if isinstance(v, (bool, np.bool_)):
            out.append(0xC3 if v else 0xC2)
        elif isinstance(v, (int, np.integer)):
            _pack_int(int(v), out)
        elif isinstance(v, (float, np.floating)):
            _pack_float(float(v), out)
        elif isinstance(v, str):
            _pack_str(v, out)
        else:
            raise TypeError(f"MindRecord raw field {k!r}: cannot store a {type(v).__name__}")
    return bytes(out)


def unpack(buf: bytes, pos: int = 0) -> Tuple[Any, int]:
    """One MessagePack value from ``buf`` at ``pos``: (value, next position)."""
    b = buf[pos]
    pos += 1
    if b < 0x80:
        return b, pos
    if b >= 0xE0:
        return b - 256, pos
    if 0x80 <= b <= 0x8F or b in (0xDE, 0xDF):
        if b <= 0x8F:
            n = b & 0x0F
        elif b == 0xDE:
            n = struct.unpack_from(">H", buf, pos)[0]
            pos += 2
        else:
            n = struct.unpack_from(">I", buf, pos)[0]
            pos += 4
        d = {}
        for _ in range(n):
            k, pos = unpack(buf, pos)
            v, pos = unpack(buf, pos)
            d[k] = v
        return d, pos
    if 0x90 <= b <= 0x9F or b in (0xDC, 0xDD):
        if b <= 0x9F:
            n = b & 0x0F
        elif b == 0xDC:
            n = struct.unpack_from(">H", buf, pos)[0]
            pos += 2
        else:
            n = struct.unpack_from(">I", buf, pos)[0]
            pos += 4
        lst = []
        for _ in range(n):
            v, pos = unpack(buf, pos)
            lst.append(v)
        return lst, pos
    if 0xA0 <= b <= 0xBF or b in (0xD9, 0xDA, 0xDB):
        if b <= 0xBF:
            n = b & 0x1F
        else:
            w = {0xD9: 1, 0xDA: 2, 0xDB: 4}[b]
            n = int.from_bytes(buf[pos:pos + w], "big")
            pos += w
        return bytes(buf[pos:pos + n]).decode("utf-8"), pos + n
    if b in (0xC4, 0xC5, 0xC6):
        w = {0xC4: 1, 0xC5: 2, 0xC6: 4}[b]
        n = int.from_bytes(buf[pos:pos + w], "big")
        pos += w
        return bytes(buf[pos:pos + n]), pos + n
    fixed = {0xCA: (">f", 4), 0xCB: (">d", 8), 0xCC: (">B", 1), 0xCD: (">H", 2), 0xCE: (">I", 4),
             0xCF: (">Q", 8), 0xD0: (">b", 1), 0xD1: (">h", 2), 0xD2: (">i", 4), 0xD3: (">q", 8)}
    if b in fixed:
        fmt, w = fixed[b]
        return struct.unpack_from(fmt, buf, pos)[0], pos + w
    if b == 0xC0:
        return None, pos
    if b in (0xC2, 0xC3):
        return b == 0xC3, pos
    raise ValueError(f"Invalid MindRecord raw data: MessagePack byte 0x{b:02x} is not supported.")


# ---------------------------------------------------------------- int array compression

def compress_ints(a: np.ndarray) -> bytes:
    """int32/int64 values: big-endian uint32 count, a 2-bit width code per value (MSB first: 0 int8,
    1 int16, 2 int32, 3 int64), then each value little-endian in its narrowest signed width."""
    v = np.ascontiguousarray(a).reshape(-1).astype(np.int64)
    n = v.size
    code = np.zeros(n, np.uint8)
    code[(v < -128) | (v > 127)] = 1
    code[(v < -32768) | (v > 32767)] = 2
    code[(v < -2 ** 31) | (v > 2 ** 31 - 1)] = 3
    out = bytearray(struct.pack(">I", n))
    padded = np.zeros((n + 3) // 4 * 4, np.uint8)
    padded[:n] = code
    q = padded.reshape(-1, 4)
    out += (q[:, 0] << 6 | q[:, 1] << 4 | q[:, 2] << 2 | q[:, 3]).astype(np.uint8).tobytes()
    width = np.array([1, 2, 4, 8], np.int64)[code]
    le = v.astype("<i8").view(np.uint8).reshape(n, 8)
    out += le[np.arange(8)[None, :] < width[:, None]].tobytes()
    return bytes(out)


def decompress_ints(buf: bytes, dtype: Any) -> np.ndarray:
    n = struct.unpack_from(">I", buf, 0)[0]
    nb = (n + 3) // 4
    bits = np.frombuffer(buf, np.uint8, nb, 4)
    codes = np.stack([bits >> 6, (bits >> 4) & 3, (bits >> 2) & 3, bits & 3], 1).reshape(-1)[:n]
    width = np.array([1, 2, 4, 8], np.int64)[codes]
    start = 4 + nb + np.concatenate([[0], np.cumsum(width)[:-1]]).astype(np.int64)
    raw = np.frombuffer(buf, np.uint8)
    if n == 0:
        return np.zeros(0, dtype)
    if int(start[-1] + width[-1]) > raw.size:
        raise RuntimeError("Invalid MindRecord data: a compressed int array is truncated.")
    neg = raw[start + width - 1] >= 0x80
    j = np.arange(8)[None, :]
    take = j < width[:, None]
    idx = np.where(take, start[:, None] + j, 0)
    le = np.where(take, raw[idx], np.where(neg[:, None], 0xFF, 0)).astype(np.uint8)
    return np.ascontiguousarray(le).view("<i8").reshape(n).astype(dtype)


# ---------------------------------------------------------------- one row's blob and raw entries


def blob_fields(schema: Dict[str, dict]) -> List[str]:
    return sorted(k for k, v in schema.items() if v["type"] == "bytes" or "shape" in v)


def encode_field(spec: dict, value: Any) -> Tuple[bytes, int]:
    """A blob field's stored bytes and how many bytes compression saved."""
    if spec["type"] == "bytes":
        return bytes(value), 0
    arr = np.ascontiguousarray(value)
    if spec["type"] in ("int32", "int64"):
        data = compress_ints(arr)
        return data, arr.nbytes - len(data)
    return arr.astype(arr.dtype.newbyteorder("<")).tobytes(), 0


def encode_blob(schema: Dict[str, dict], blobs: List[str], row: Dict[str, Any]) -> Tuple[bytes, int]:
    if not blobs:
        return b"\x00\x00\x00\x00", 0
    saved = 0
    if len(blobs) == 1:
        data, saved = encode_field(schema[blobs[0]], row[blobs[0]])
        return data, saved
    out = bytearray()
    for name in blobs:
        data, s = encode_field(schema[name], row[name])
        saved += s
        out += struct.pack(">Q", len(data)) + data
    return bytes(out), saved


def encode_raw(schema: Dict[str, dict], blobs: List[str], row: Dict[str, Any]) -> bytes:
    fields = {}
    for k, spec in schema.items():
        if k in blobs:
            continue
        v = row[k]
        t = spec["type"]
        if t in ("int32", "int64"):
            fields[k] = int(v)
        elif t in ("float32", "float64"):
            fields[k] = float(v)        # as given (MindSpore does not round float32 fields to float32 here)
        else:
            fields[k] = str(v)
    if not fields:
        fields = {"id": 0}
    return pack_map(fields)


def decode_field(spec: dict, data: bytes, as_numpy: bool = True) -> Any:
    t = spec["type"]
    if t == "bytes":
        return np.array([data]) if as_numpy else data
    if t in ("int32", "int64"):
        arr = decompress_ints(data, NUMPY_TYPES[t])
    else:
        arr = np.frombuffer(data, np.dtype(NUMPY_TYPES[t]).newbyteorder("<")).astype(NUMPY_TYPES[t])
    shape = spec.get("shape", [-1])
    try:
        return arr.reshape(shape)
    except ValueError:
        return arr


def decode_blob(schema: Dict[str, dict], blobs: List[str], data: bytes, as_numpy: bool = True) -> Dict[str, Any]:
    if not blobs:
        return {}
    if len(blobs) == 1:
        return {blobs[0]: decode_field(schema[blobs[0]], data, as_numpy)}
    out, pos = {}, 0
    for name in blobs:
        n = struct.unpack_from(">Q", data, pos)[0]
        out[name] = decode_field(schema[name], data[pos + 8:pos + 8 + n], as_numpy)
        pos += 8 + n
    return out


def _reader_scalar(v: Any) -> Any:
    """A raw field's value as MindSpore's FileReader / MindPage give it: a float with an integral value comes back
    as an int64 (``0.0`` -> ``0``; out of the int64 range -> -2**63, its C++ cast), others as stored.  (MindSpore
    aborts on NaN/inf: msgraph gives the float.)"""
    if isinstance(v, float) and math.isfinite(v) and v == math.floor(v):
        return int(v) if -2.0 ** 63 <= v < 2.0 ** 63 else -2 ** 63
    return v


def decode_raw(schema: Dict[str, dict], data: bytes, as_numpy: bool = True) -> Dict[str, Any]:
    d, _ = unpack(data, 0)
    out = {}
    for k, v in d.items():
        spec = schema.get(k)
        if spec is None:
            continue
        t = spec["type"]
        if not as_numpy:
            out[k] = _reader_scalar(v)
        elif t == "string":
            out[k] = np.array(v)
        else:
            out[k] = np.array(v, NUMPY_TYPES[t])
    return out


# ---------------------------------------------------------------- header


def header_json(header_size: int, page_size: int, index_fields: Optional[List[str]], pages: List[dict],
                compression: int, schema: Dict[str, dict], desc: str, addresses: List[str], shard_id: int) -> bytes:
    def sorted_dict(d: dict) -> dict:
        return {k: (sorted_dict(v) if isinstance(v, dict) else v) for k, v in sorted(d.items())}

    h = {
        "header_size": header_size,
        "index_fields": None if not index_fields else [{"index_field": f, "schema_id": 0} for f in index_fields],
        "page": [sorted_dict(p) for p in pages] or None,     # a shard with no rows: null, as MindSpore
        "page_size": page_size,
        "compression_size": max(0, int(compression)),
        "schema": [{"blob_fields": blob_fields(schema), "desc": desc or "", "schema": sorted_dict(schema)}],
        "shard_addresses": addresses,
        "shard_id": shard_id,
        "statistics": None,
        "version": VERSION,
    }
    text = json.dumps(h, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    return struct.pack("<Q", len(text)) + text


def read_header(path: str) -> dict:
    with open(path, "rb") as f:
        head = f.read(8)
        if len(head) < 8:
            size = len(head) + len(f.read())
            raise RuntimeError(f"Invalid file, the size of mindrecord file: {size} is smaller than the lower limit: 8."
                               f"\n Please check file path: {path} and use 'FileWriter' to generate valid mindrecord "
                               "files.")
        n = struct.unpack("<Q", head)[0]
        if n > os.fstat(f.fileno()).st_size - 8:
            raise RuntimeError(f"Invalid file, {path} is not a MindRecord file (its header length is wrong).")
        text = f.read(n)
    try:
        h = json.loads(text.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise RuntimeError(f"Invalid file, the header of {path} is not MindRecord's: {exc}") from exc
    if not isinstance(h, dict) or "schema" not in h or "page" not in h:
        raise RuntimeError(f"Invalid file, {path} is not a MindRecord file.")
    return h


# ---------------------------------------------------------------- the index database

_SQL_TYPES = {"int32": "INTEGER", "int64": "INTEGER", "float32": "REAL", "float64": "REAL", "string": "TEXT"}


def write_index_db(path: str, shard_name: str, schema: Dict[str, dict], index_fields: List[str],
                   rows: List[tuple]) -> None:
    """``rows``: (row_id, raw_page, raw_start, raw_end, group, blob_page, blob_start, blob_end, values...)."""
    if os.path.exists(path):
        os.remove(path)
    con = sqlite3.connect(path)
    try:
        cols = ("ROW_ID               INT  NOT NULL, PAGE_ID_RAW          INT  NOT NULL, "
                "PAGE_OFFSET_RAW      INT  NOT NULL, PAGE_OFFSET_RAW_END  INT  NOT NULL, "
                "ROW_GROUP_ID         INT  NOT NULL, PAGE_ID_BLOB         INT  NOT NULL, "
                "PAGE_OFFSET_BLOB     INT  NOT NULL, PAGE_OFFSET_BLOB_END INT  NOT NULL")
        extra = "".join(f",INC_{i} INT, {f}_0 {_SQL_TYPES[schema[f]['type']]}" for i, f in enumerate(index_fields))
        key = ",".join(["ROW_ID"] + [f"INC_{i}" for i in range(len(index_fields))])
        con.execute(f"CREATE TABLE INDEXES(  {cols}{extra}, PRIMARY KEY({key}))")
        con.execute("CREATE TABLE SHARD_NAME(NAME TEXT NOT NULL)")
        con.execute("INSERT INTO SHARD_NAME VALUES (?)", (shard_name,))
        width = 8 + 2 * len(index_fields)
        con.executemany(f"INSERT INTO INDEXES VALUES ({','.join('?' * width)})", rows)
        con.commit()
    finally:
        con.close()


def read_index_db(path: str) -> List[tuple]:
    """(raw page, raw start, raw end, blob page, blob start, blob end) per row, in row id order."""
    if not os.path.isfile(path):
        raise RuntimeError(f"The input: {path} is not exists.")
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return con.execute("SELECT PAGE_ID_RAW, PAGE_OFFSET_RAW, PAGE_OFFSET_RAW_END, PAGE_ID_BLOB, "
                           "PAGE_OFFSET_BLOB, PAGE_OFFSET_BLOB_END FROM INDEXES ORDER BY ROW_ID").fetchall()
    finally:
        con.close()


# ---------------------------------------------------------------- reading a shard


class ShardFile:
    """One shard file opened for reading rows by index."""

    def __init__(self, path: str) -> None:
        self.path = path
        if not os.path.isfile(path + ".db"):  # checked first, as MindSpore does
            raise RuntimeError(f"The input: {path}.db is not exists.")
        self.header = read_header(path)
        sch = self.header["schema"][0]
        self.schema: Dict[str, dict] = sch["schema"]
        self.blobs: List[str] = list(sch.get("blob_fields") or [])
        self.index = read_index_db(path + ".db")
        self.hsize = int(self.header["header_size"])
        self.psize = int(self.header["page_size"])
        self._data: Optional[bytes] = None

    def __len__(self) -> int:
        return len(self.index)

    def _bytes(self) -> memoryview:
        if self._data is None:
            import mmap

            with open(self.path, "rb") as f:
                size = os.fstat(f.fileno()).st_size
                self._data = mmap.mmap(f.fileno(), size, access=mmap.ACCESS_READ) if size else b""
        return self._data

    def _entry(self, page: int, start: int, end: int) -> bytes:
        base = self.hsize + page * self.psize + start
        buf = self._bytes()
        n = struct.unpack_from("<Q", buf, base)[0]
        if n + 8 != end - start:
            raise RuntimeError(f"Invalid file, the index of {self.path} does not match its data.")
        return bytes(buf[base + 8:base + 8 + n])

    def row(self, i: int, columns: Optional[List[str]] = None, as_numpy: bool = True) -> Dict[str, Any]:
        rp, rs, re_, bp, bs, be = self.index[i]
        out: Dict[str, Any] = {}
        want = set(self.schema) if columns is None else set(columns)
        if any(c not in self.blobs for c in want):
            out.update(decode_raw(self.schema, self._entry(rp, rs, re_), as_numpy))
        if any(c in self.blobs for c in want):
            out.update(decode_blob(self.schema, self.blobs, self._entry(bp, bs, be), as_numpy))
        return out
