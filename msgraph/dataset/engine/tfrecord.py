"""``TFRecordDataset``: rows of TFRecord files of ``tf.train.Example`` records, read without TensorFlow.

A TFRecord file is a run of records ``uint64 length, masked crc32c(length), data, masked crc32c(data)``
(the whole file gzip- or zlib-compressed with ``compression_type``); each record is an Example protobuf,
decoded here by a small wire-format reader: ``Features.feature`` maps a name to a ``BytesList``,
``FloatList`` or ``Int64List`` (packed or not).

The row order is MindSpore's non-mappable reader's: the files (sorted; for ``Shuffle.FILES``/``GLOBAL``
each pass shuffles the last pass's order with ``std::mt19937(seed)``; sharded, ``std::mt19937(1 + pass)``
whatever the seed) go round-robin to ``num_parallel_workers``
workers, and the rows come from the workers in turn, one each (a finished worker drops out).  Sharding
gives shard ``k`` the files ``k, k + n, ...`` (``shard_equal_rows=False``) or the ``k``-th run of
``ceil(rows / n)`` rows of the files laid end to end (wrapping round).  ``num_samples`` (or the schema's
``numRows``) caps the rows of a shard.  ``Shuffle.GLOBAL`` then shuffles the rows as MindSpore's
ShuffleOp does, over a buffer of four times the average rows per file (at most 10000).
"""
from __future__ import annotations

import gzip
import json
import math
import os
import struct
import zlib
from typing import Any, Dict, Iterator, List, Optional, Tuple

import numpy as np

from ..core.pipeline import EpochContext, PipelineError
from .datasets import Row, ShuffleDataset, SourceDataset, _check_num_samples, _check_type
from .nonmappable import glob_files
from .samplers import Shuffle, check_shard_args

# -- the file format ---------------------------------------------------------------------------------------

_CRC_TABLE: List[int] = []


def _crc32c(data: bytes) -> int:
    if not _CRC_TABLE:
        for i in range(256):
            c = i
            for _ in range(8):
                c = (c >> 1) ^ 0x82F63B78 if c & 1 else c >> 1
            _CRC_TABLE.append(c)
    crc = 0xFFFFFFFF
    table = _CRC_TABLE
    for b in data:
        crc = table[(crc ^ b) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF


def masked_crc32c(data: bytes) -> int:
    """TFRecord's checksum: crc32c rotated right by 15 bits plus 0xa282ead8."""
    crc = _crc32c(data)
    return (((crc >> 15) | (crc << 17)) + 0xA282EAD8) & 0xFFFFFFFF


_RECORDS: Dict[Tuple[str, int, int, str], Optional[List[bytes]]] = {}


def _file_bytes(path: str, compression: str) -> bytes:
    with open(path, "rb") as f:
        data = f.read()
    if compression == "GZIP":
        data = gzip.decompress(data)
    elif compression == "ZLIB":
        data = zlib.decompress(data)
    return data


def read_records(path: str, compression: str = "") -> Optional[List[bytes]]:
    """The records of a TFRecord file, or None when it is not one (cannot be opened or decompressed, or its
    first record's length checksum is wrong: MindSpore's validity test; later checksums are not read, as
    MindSpore does not read them).  Cached per file version."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    key = (os.path.abspath(path), st.st_mtime_ns, st.st_size, compression)
    if key in _RECORDS:
        return _RECORDS[key]
    try:
        data = _file_bytes(path, compression)
    except (OSError, EOFError, zlib.error):
        _RECORDS[key] = None
        return None
    records: Optional[List[bytes]] = []
    pos, n = 0, len(data)
    while pos + 12 <= n:
        head = data[pos:pos + 8]
        if pos == 0 and struct.unpack("<I", data[8:12])[0] != masked_crc32c(head):
            records = None
            break
        length = struct.unpack("<Q", head)[0]
        if pos + 12 + length + 4 > n:
            break                       # a truncated last record ends the file
        records.append(data[pos + 12:pos + 12 + length])
        pos += 16 + length
    if records is not None and not records and n:
        records = None
    _RECORDS[key] = records
    return records


def _varint(buf: bytes, pos: int) -> Tuple[int, int]:
    result = shift = 0
    while True:
        b = buf[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        if b < 0x80:
            return result, pos
        shift += 7


def _fields(buf: bytes) -> Iterator[Tuple[int, int, Any]]:
    """(field number, wire type, value) of a message: varints as ints, length-delimited fields as bytes."""
    pos, n = 0, len(buf)
    while pos < n:
        key, pos = _varint(buf, pos)
        num, wire = key >> 3, key & 7
        if wire == 0:
            value, pos = _varint(buf, pos)
        elif wire == 1:
            value, pos = buf[pos:pos + 8], pos + 8
        elif wire == 2:
            length, pos = _varint(buf, pos)
            value, pos = buf[pos:pos + length], pos + length
        elif wire == 5:
            value, pos = buf[pos:pos + 4], pos + 4
        else:
            raise ValueError(f"unsupported wire type {wire}")
        if pos > n:
            raise ValueError("truncated message")
        yield num, wire, value


def _signed(v: int) -> int:
    return v - (1 << 64) if v >= 1 << 63 else v


def _feature(buf: bytes) -> Tuple[str, Any]:
    """One Feature: ('bytes', [bytes]), ('float', float32 array) or ('int64', int64 array)."""
    kind, values = "none", None
    for num, _, body in _fields(buf):
        if num == 1:
            kind, values = "bytes", [v for n, _, v in _fields(body) if n == 1]
        elif num == 2:
            floats: List[float] = []
            for n, wire, v in _fields(body):
                if n == 1:
                    fmt = "<%df" % (len(v) // 4) if wire == 2 else "<f"
                    floats.extend(struct.unpack(fmt, v))
            kind, values = "float", np.array(floats, dtype=np.float32)
        elif num == 3:
            ints: List[int] = []
            for n, wire, v in _fields(body):
                if n != 1:
                    continue
                if wire == 0:
                    ints.append(_signed(v))
                else:
                    pos = 0
                    while pos < len(v):
                        x, pos = _varint(v, pos)
                        ints.append(_signed(x))
            kind, values = "int64", np.array(ints, dtype=np.int64)
    return kind, values


def parse_example(record: bytes) -> Dict[str, Tuple[str, Any]]:
    """A tf.train.Example record as {feature name: (kind, values)}."""
    out: Dict[str, Tuple[str, Any]] = {}
    for num, _, features in _fields(record):
        if num != 1:
            continue
        for n, _, entry in _fields(features):
            if n != 1:
                continue
            name, value = "", b""
            for k, _, v in _fields(entry):
                if k == 1:
                    name = v.decode("utf-8", "replace")
                elif k == 2:
                    value = v
            out[name] = _feature(value)
    return out


# -- schema ------------------------------------------------------------------------------------------------

class _Column:
    def __init__(self, name: str, dtype: Any, rank: Optional[int], shape: Optional[List[int]]) -> None:
        self.name, self.dtype, self.rank, self.shape = name, dtype, rank, shape


_STRING_TYPES = ("string", "str", "bytes")


def _np_type(t: Any) -> Any:
    """'string' / 'bytes' or a numpy dtype for a schema type (a name or a MindSpore dtype)."""
    if isinstance(t, str):
        if t in _STRING_TYPES:
            return t if t != "str" else "string"
        try:
            return np.dtype(t)
        except TypeError:
            raise PipelineError("Type is unknown.", summary="Unexpected error.") from None
    from .convert import mstype_to_numpy

    if "String" in type(t).__name__ or str(t) == "String":
        return "string"
    return np.dtype(mstype_to_numpy(t))


def _schema_columns(schema: Any) -> Tuple[List[_Column], int]:
    """The columns of a schema file or ``Schema`` object and its ``numRows``."""
    if isinstance(schema, str):
        try:
            with open(schema, encoding="utf-8") as f:
                spec = json.load(f)
        except (OSError, ValueError) as exc:
            raise PipelineError(f"Invalid file, failed to open or parse schema file: {schema}, {exc}.") from exc
        cols = spec.get("columns", {})
        items = list(cols.items()) if isinstance(cols, dict) else [(c.get("name"), c) for c in cols]
        out = []
        for name, c in items:
            rank = c.get("rank")
            if rank is None or int(rank) < 0:
                raise PipelineError(f'Invalid data, "rank" field of column {name} must have value >= 0 in JSON '
                                    "schema file.")
            out.append(_Column(name, _np_type(c.get("type")), int(rank), c.get("shape")))
        return sorted(out, key=lambda c: c.name), int(spec.get("numRows", 0) or 0)  # a file's columns: sorted
    out = [_Column(c["name"], _np_type(c["type"]), len(c["shape"]) if "shape" in c else None, c.get("shape"))
           for c in schema.columns]
    return out, int(getattr(schema, "num_rows", 0) or 0)


# -- the dataset -------------------------------------------------------------------------------------------

def _find_files(patterns: Any) -> List[str]:
    found = glob_files(patterns)
    if not found:
        raise ValueError("The list of path names matching the patterns is empty.")
    return found


class TFRecordDataset(SourceDataset):
    """Rows of TFRecord files (see the module docstring for the order, sharding and shuffling)."""

    def __init__(self, dataset_files: Any, schema: Any = None, columns_list: Optional[List[str]] = None,
                 num_samples: Optional[int] = None, num_parallel_workers: Optional[int] = None,
                 shuffle: Any = Shuffle.GLOBAL, num_shards: Optional[int] = None, shard_id: Optional[int] = None,
                 shard_equal_rows: bool = False, cache: Any = None, compression_type: Optional[str] = None) -> None:
        if not isinstance(dataset_files, (str, list)):
            raise TypeError("dataset_files should be type str or a list of strings.")
        if not dataset_files:
            raise ValueError(f"Input dataset_files can not be empty, but got '{dataset_files}'.")
        super().__init__((), num_parallel_workers)
        _check_num_samples(num_samples)
        if columns_list is not None:
            _check_type("columns_list", columns_list, list)
        _check_type("shard_equal_rows", shard_equal_rows, bool)
        if compression_type is not None and compression_type not in ("", "ZLIB", "GZIP"):
            raise ValueError("Input compression_type can only be either '' (no compression), 'ZLIB', or 'GZIP', "
                             f"but got '{compression_type}'.")
        if compression_type in ("ZLIB", "GZIP") and num_samples is not None and num_shards is not None:
            nfiles = len(dataset_files) if isinstance(dataset_files, list) else 1
            if (isinstance(dataset_files, str) and num_shards > 1) or \
                    (isinstance(dataset_files, list) and len(dataset_files) < num_shards):
                raise ValueError("When compression_type is provided, the number of dataset files cannot be less "
                                 f"than num_shards, but the actual number of files is {nfiles} and actual "
                                 f"num_shards is {num_shards}.")
        check_shard_args(num_shards, shard_id)
        if shuffle is not None and not isinstance(shuffle, (bool, Shuffle)):
            raise TypeError("shuffle must be of boolean or enum of 'Shuffle' values like 'Shuffle.ADAPTIVE' or "
                            "'Shuffle.GLOBAL' or 'Shuffle.PARTIAL' or 'Shuffle.FILES' or 'Shuffle.INFILE'.")
        if isinstance(shuffle, Shuffle):
            self.shuffle_mode = shuffle if shuffle in (Shuffle.GLOBAL, Shuffle.FILES) else (
                Shuffle.GLOBAL if shuffle == Shuffle.ADAPTIVE else Shuffle.FALSE)
        else:
            self.shuffle_mode = Shuffle.GLOBAL if shuffle is None or shuffle else Shuffle.FALSE
        self.dataset_files = _find_files(dataset_files)
        self.schema = schema
        self.columns_list = list(columns_list) if columns_list else []
        self.num_shards, self.shard_id = num_shards or 1, shard_id or 0
        self.shard_equal_rows = shard_equal_rows
        self.compression_type = compression_type or ""
        self.num_samples = num_samples or 0
        if schema is not None and not self.num_samples:
            self.num_samples = self._schema()[1]
        self._columns: Optional[List[_Column]] = None

    # -- files, columns ----------------------------------------------------------------------------------
    def _schema(self) -> Tuple[List[_Column], int]:
        if self.schema is None:
            return [], 0
        return _schema_columns(self.schema) if not isinstance(self.schema, str) else self._schema_file()

    def _schema_file(self) -> Tuple[List[_Column], int]:
        try:
            with open(self.schema, encoding="utf-8") as f:
                return [], int(json.load(f).get("numRows", 0) or 0)
        except (OSError, ValueError):
            return [], 0

    def _records(self) -> List[List[bytes]]:
        recs = [read_records(p, self.compression_type) for p in self.dataset_files]
        bad = sorted(p for p, r in zip(self.dataset_files, recs) if r is None)
        if bad:
            raise PipelineError("Invalid file. The following files either cannot be opened, or are not valid "
                                "TFRecordDataset files:\n" + "".join(f"    {p}\n" for p in bad), summary="Syntax error.")
        if not self._equal_rows() and len(self.dataset_files) < self.num_shards:
            raise PipelineError("Invalid file, numbers of tfrecord file should not less than num_shards when "
                                "shard_equal_rows is false, but got numbers of tfrecord file: "
                                f"{len(self.dataset_files)}, num_shards: {self.num_shards}")
        return recs  # type: ignore[return-value]

    def _cols(self) -> List[_Column]:
        if self._columns is None:
            recs = self._records()
            if self.schema is not None:
                cols = _schema_columns(self.schema)[0]
            else:
                first = next((r[0] for r in recs if r), None)
                feats = parse_example(first) if first is not None else {}
                cols = [_Column(k, None, None, None) for k in sorted(feats)]
            if self.columns_list:
                by_name = {c.name: c for c in cols}
                for name in self.columns_list:
                    if name not in by_name:
                        raise PipelineError("Invalid columns_list, tfrecord file failed to find column name: "
                                            f"{name}")
                cols = [by_name[n] for n in self.columns_list]
            self._columns = cols
        return self._columns

    def _col_names(self) -> List[str]:
        return [c.name for c in self._cols()]

    # -- the order of the rows ---------------------------------------------------------------------------
    def _workers(self) -> int:
        from ..core.config import get_num_parallel_workers

        return self.num_parallel_workers or get_num_parallel_workers()

    def _file_order(self, ctx: Optional[EpochContext]) -> List[int]:
        order = list(range(len(self.dataset_files)))
        if self.shuffle_mode == Shuffle.FALSE:
            return order
        from ..core.config import get_seed
        from ..core.stdrandom import std_shuffle

        seed = ctx.seed if ctx is not None else get_seed()
        run = ctx.run if ctx is not None else {}
        key = ("tfrecord_files", id(self))
        k, order = run.get(key, (-1, order))
        passes = max(k + 1, ctx.path[0] if ctx is not None and ctx.path else 0)
        while k < passes:        # each pass shuffles the last pass's order again (a resumed run replays them)
            k += 1
            order = std_shuffle(order, 1 + k if self.num_shards > 1 else seed)
        run[key] = (k, order)
        return order

    def _blocks(self, counts: List[int], order: List[int]) -> List[Tuple[int, int, int]]:
        """(file, first row, end row) runs of this shard, in reading order."""
        n, k = self.num_shards, self.shard_id
        if self._compressed_shards():     # MindSpore: len(files) // n files a shard, num_samples // that rows each
            fps = max(1, len(order) // n)
            files = [order[(k + i * n) % len(order)] for i in range(fps)]
            rows = self.num_samples // fps
            for f in files:
                if counts[f] < rows:
                    raise PipelineError(f"This tfrecord file: {self.dataset_files[f]}, does not meet minimum rows "
                                        f"per shard requirement: {self.num_samples}")
            return [(f, 0, rows) for f in files]
        if not self._equal_rows():
            return [(f, 0, counts[f]) for j, f in enumerate(order) if j % n == k]
        total = sum(counts)
        if total == 0:
            return []
        per = math.ceil(total / n)
        starts = np.cumsum([0] + [counts[f] for f in order]).tolist()
        blocks: List[Tuple[int, int, int]] = []
        pos, end = k * per, (k + 1) * per
        while pos < end:
            p = pos % total
            j = int(np.searchsorted(starts, p, side="right")) - 1
            take = min(starts[j + 1] - p, end - pos)
            blocks.append((order[j], p - starts[j], p - starts[j] + take))
            pos += take
        return blocks

    def _compressed_shards(self) -> bool:
        """Compressed files with a row count (num_samples or the schema's numRows): shard_equal_rows implied."""
        return self.compression_type in ("GZIP", "ZLIB") and bool(self.num_samples) and self.num_shards > 1

    def _equal_rows(self) -> bool:
        return self.shard_equal_rows or self._compressed_shards()

    def _shard_size(self, counts: List[int]) -> int:
        if self._equal_rows():
            size = math.ceil(sum(counts) / self.num_shards)
        else:
            size = sum(c for f, c in enumerate(counts) if f % self.num_shards == self.shard_id)
        return min(size, self.num_samples) if self.num_samples else size

    def _size(self) -> Optional[int]:
        recs = self._records()
        self._cols()
        return self._shard_size([len(r) for r in recs])

    def get_dataset_size(self) -> int:
        return self._size()  # type: ignore[return-value]

    def _reader_rows(self, ctx: EpochContext) -> Iterator[Row]:
        recs = self._records()
        cols = self._cols()
        blocks = self._blocks([len(r) for r in recs], self._file_order(ctx))
        workers = max(1, self._workers())
        streams = [[b for i, b in enumerate(blocks) if i % workers == w] for w in range(workers)]
        iters = [self._stream(s) for s in streams if s]
        limit = self.num_samples or None
        count = 0
        while iters:
            for it in list(iters):
                if limit is not None and count >= limit:
                    return
                item = next(it, None)
                if item is None:
                    iters.remove(it)
                    continue
                f, i = item
                yield self._row(recs[f][i], self.dataset_files[f], cols)
                count += 1

    @staticmethod
    def _stream(blocks: List[Tuple[int, int, int]]) -> Iterator[Tuple[int, int]]:
        for f, a, b in blocks:
            for i in range(a, b):
                yield f, i

    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        if self.shuffle_mode != Shuffle.GLOBAL:
            yield from self._reader_rows(ctx)
            return
        counts = [len(r) for r in self._records()]
        rows = self._shard_size(counts) if not self._equal_rows() else sum(counts)
        per = math.ceil(rows / self.num_shards) if self._equal_rows() else rows
        if self.num_samples:
            per = min(per, self.num_samples)
        size = max(2, min(per // max(1, len(self.dataset_files)) * 4, 10000))
        shuffler = self.__dict__.get("_shuffler")
        if shuffler is None or shuffler.buffer_size != size:
            shuffler = self.__dict__["_shuffler"] = ShuffleDataset(_ReaderRows(self), size)
        yield from shuffler._rows(ctx)

    # -- one row -----------------------------------------------------------------------------------------
    def _row(self, record: bytes, path: str, cols: List[_Column]) -> Row:
        where = f"map operation: [ParseExample] failed. The corresponding data file is: {path}. "
        try:
            feats = parse_example(record)
        except (ValueError, IndexError, struct.error):
            raise PipelineError(f"Failed to parse tfrecord file: {path}, fields that failed to parse: "
                                f"{record!r}") from None
        return tuple(_column_value(feats, c, where) for c in cols)


class _ReaderRows(SourceDataset):
    """The reader's rows of a TFRecordDataset before its global shuffle."""

    def __init__(self, owner: TFRecordDataset) -> None:
        super().__init__(())
        self.owner = owner

    def _col_names(self) -> List[str]:
        return self.owner._col_names()

    def _size(self) -> Optional[int]:
        return self.owner._size()

    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        return self.owner._reader_rows(ctx)


def _column_value(feats: Dict[str, Tuple[str, Any]], col: _Column, where: str) -> np.ndarray:
    if col.name not in feats:
        raise PipelineError(where + f"Feature name: {col.name} is required in schema but could not be found in "
                            "tfrecord file.")
    kind, values = feats[col.name]
    want = col.dtype
    if want is None:                                  # no schema: the feature's own kind
        if kind == "bytes":
            return np.frombuffer(b" ".join(values), dtype=np.uint8).copy()
        return values if values is not None else np.zeros((0,), np.float32)
    if kind == "bytes":
        if want == "string":
            arr = np.array([v.decode("utf-8", "replace") for v in values])
        elif isinstance(want, np.dtype) and want in (np.uint8, np.int8):
            arr = np.frombuffer(b"".join(values), dtype=np.uint8).astype(want)
        else:
            raise PipelineError(where + f"The data type loaded from the example for feature name: {col.name} does "
                                f"not match the predefined type in schema, the actual type: string, but the "
                                f"predefined type: {_type_name(want)}")
    else:
        if not isinstance(want, np.dtype):
            raise PipelineError(where + f"The data type loaded from the example for feature name: {col.name} does "
                                f"not match the predefined type in schema, the actual type: "
                                f"{'int64' if kind == 'int64' else 'float32'}, but the predefined type: "
                                f"{_type_name(want)}")
        arr = np.asarray(values).astype(want)
    if col.shape is not None and len(col.shape) and sum(int(d) < 0 for d in col.shape) <= 1:
        known = int(np.prod([int(d) for d in col.shape if int(d) >= 0]))
        unknown = any(int(d) < 0 for d in col.shape)
        if (arr.size % known if unknown and known else int(known != arr.size)) or (unknown and not known):
            raise PipelineError(where + f"Column shape of {col.name} defined in schema does not match the shape "
                                "actually load.")
        return arr.reshape([int(d) if int(d) >= 0 else -1 for d in col.shape])
    if col.rank == 0 and arr.size == 1:
        return arr.reshape(())
    return arr


def _type_name(t: Any) -> str:
    return t if isinstance(t, str) else str(t)
