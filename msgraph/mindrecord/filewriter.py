"""``mindspore.mindrecord.FileWriter``: rows of dicts to MindRecord shard files (MindSpore's format, see
``_format``), readable by ``msgraph.dataset.MindDataset`` and by MindSpore itself."""
from __future__ import annotations

import os
import re
import sqlite3
import stat
import struct
from typing import Any, Dict, List, Optional

import numpy as np

from .. import log as logger
from . import _format as F
from .config import _get_enc_key, decrypt_in_place, encrypt_file
from .exceptions import (MRMAddSchemaError, MRMDefineIndexError, MRMGetMetaError, MRMInvalidSchemaError, ParamTypeError,
                         ParamValueError, pipeline_error)

MIN_SHARD_COUNT, MAX_SHARD_COUNT = 1, 1000
MIN_HEADER_SIZE, MAX_HEADER_SIZE = 1 << 14, 1 << 27
MIN_PAGE_SIZE, MAX_PAGE_SIZE = 1 << 15, 1 << 28

# Python value type -> schema types it may be stored as (MindSpore's VALUE_TYPE_MAP)
# (a value's type name -> the schema types it may fill; a numpy scalar fills only its own type: MindSpore drops a
# row with an np.float32 value in a float64 field, or an np.int32 in an int64 one)
_VALUE_TYPES = {"int": ["int32", "int64"], "float": ["float32", "float64"], "str": ["string"],
                "bytes": ["bytes"], "ndarray": ["int32", "int64", "float32", "float64"],
                "int32": ["int32"], "int64": ["int64"], "float32": ["float32"], "float64": ["float64"]}


def check_filename(path: Any) -> None:
    if not isinstance(path, str):
        raise ParamValueError(f"File path: {path} is not string.")
    if not path:
        raise ParamValueError("File path is not allowed None or empty!")
    base = os.path.basename(path)
    if not base or re.search(r'[\\/:*?"<>|`&\';]', base):
        raise ParamValueError(f"File name should not contains \\r:*?\"<>|`&';, but got: {base}.")


class _Shard:
    """One shard file being written: its pages (one open blob and one open raw page at a time) and index."""

    def __init__(self, path: str, header_size: int, page_size: int, shard_id: int = 0) -> None:
        self.path, self.shard_id = path, shard_id
        self.hsize, self.psize = header_size, page_size
        self.pages: List[dict] = []
        self.data: Dict[int, bytearray] = {}   # page id -> bytes of pages not yet on disk
        self.blob: Optional[dict] = None
        self.raw: Optional[dict] = None
        self.n_blob = self.n_raw = 0
        self.rows: List[tuple] = []
        self.compression = 0
        self.file = None

    def open(self) -> None:
        self.file = open(self.path, "r+b" if os.path.exists(self.path) else "w+b")

    def _new_page(self, kind: str) -> dict:
        blob = kind == "BLOB_DATA"
        page = {"page_id": len(self.pages), "page_type": kind,
                "page_type_id": self.n_blob if blob else self.n_raw, "page_size": 0,
                "row_group_ids": [], "shard_id": self.shard_id, "start_row_id": 0, "end_row_id": 0}
        if blob:
            self.n_blob += 1
            page["row_group_ids"] = [{"id": 0, "offset": 0}]
            page["start_row_id"] = page["end_row_id"] = len(self.rows)
        else:
            self.n_raw += 1
        self.pages.append(page)
        self.data[page["page_id"]] = bytearray()
        return page

    def _put(self, kind: str, entry: bytes) -> tuple:
        """Append a length-prefixed entry to the open page of ``kind`` (a new page when it is full)."""
        page = self.blob if kind == "BLOB_DATA" else self.raw
        size = 8 + len(entry)
        if size > self.psize:
            raise pipeline_error(f"Invalid data, the size of a row ({size} bytes) is larger than the page size "
                                  f"({self.psize}); call FileWriter.set_page_size with a larger size.")
        if page is None or page["page_size"] + size > self.psize:
            if page is not None:
                self._flush(page["page_id"], done=True)
            page = self._new_page(kind)
            if kind == "BLOB_DATA":
                self.blob = page
            else:
                self.raw = page
        start = page["page_size"]
        self.data[page["page_id"]] += struct.pack("<Q", len(entry)) + entry
        page["page_size"] = start + size
        return page, start, start + size

    def write(self, schema: Dict[str, dict], blobs: List[str], index_fields: List[str],
              rows: List[Dict[str, Any]]) -> None:
        if self.file is None:
            self.open()
        placed = []
        for row in rows:  # MindSpore lays out a call's blob entries first, then its raw entries
            entry, saved = F.encode_blob(schema, blobs, row)
            self.compression += saved
            page, s, e = self._put("BLOB_DATA", entry)
            page["end_row_id"] += 1
            placed.append((page, s, e))
        for row, (bpage, bs, be) in zip(rows, placed):
            group = bpage["page_type_id"]
            page, s, e = self._put("RAW_DATA", F.encode_raw(schema, blobs, row))
            groups = page["row_group_ids"]
            if not groups or groups[-1]["id"] != group:
                groups.append({"id": group, "offset": s})
            values = []
            for i, f in enumerate(index_fields):
                v = row[f]
                t = schema[f]["type"]
                v = int(v) if t in ("int32", "int64") else float(v) if t.startswith("float") else str(v)
                values += [0, v]
            self.rows.append((len(self.rows), page["page_id"], s, e, group, bpage["page_id"], bs, be, *values))
        for pid in list(self.data):
            self._flush(pid, done=False)

    def _flush(self, page_id: int, done: bool) -> None:
        if self.file is None:
            self.open()
        self.file.seek(self.hsize + page_id * self.psize)
        self.file.write(self.data[page_id])
        if done:
            del self.data[page_id]

    def commit(self, header: bytes, schema: Dict[str, dict], index_fields: List[str]) -> None:
        if self.file is None:
            self.open()
        for pid in list(self.data):
            self._flush(pid, done=True)
        if len(header) > self.hsize:
            raise pipeline_error(f"Invalid data, the header ({len(header)} bytes) is larger than the header size "
                                  f"{self.hsize}; call FileWriter.set_header_size with a larger size.")
        self.file.seek(0)
        self.file.write(header)
        if self.pages:
            last = self.pages[-1]
            self.file.truncate(self.hsize + last["page_id"] * self.psize + last["page_size"])
        else:       # no rows: the header alone, not padded to header_size (MindSpore's ~1 KB file)
            self.file.truncate(len(header))
        self.file.close()
        self.file = None
        F.write_index_db(self.path + ".db", os.path.basename(self.path), schema, index_fields, self.rows)


class FileWriter:
    """Write MindRecord files: ``add_schema``, ``add_index``, ``write_raw_data`` (any number of times),
    ``commit``.  With ``shard_num`` n > 1 the files are ``file_name0`` ... ``file_name{n-1}``, and each
    ``write_raw_data`` call splits its rows into n contiguous parts, one per file, as MindSpore (which
    gives the ``len % n`` extra rows to shards drawn at random; msgraph gives them to the last shards)."""

    def __init__(self, file_name: str, shard_num: int = 1, overwrite: bool = False) -> None:
        check_filename(file_name)
        if shard_num is None:
            raise ParamValueError("Parameter shard_num is None.")
        if not isinstance(shard_num, int) or isinstance(shard_num, bool):
            raise ParamValueError("Parameter shard_num's type is not int.")
        if not MIN_SHARD_COUNT <= shard_num <= MAX_SHARD_COUNT:
            raise ParamValueError(f"Parameter shard_num's value: {shard_num} should between {MIN_SHARD_COUNT} "
                                  f"and {MAX_SHARD_COUNT}.")
        if not isinstance(overwrite, bool):
            raise ParamValueError("Parameter overwrite's type is not bool.")
        self._file_name = file_name
        self._shard_num = shard_num
        if shard_num != 1 and _get_enc_key() is not None:
            raise RuntimeError("When encode mode is enabled, the automatic sharding function is unavailable.")
        width = len(str(shard_num - 1))
        self._paths = [file_name] if shard_num == 1 else \
            [f"{file_name}{str(i).rjust(width, '0')}" for i in range(shard_num)]
        self._overwrite = overwrite
        self._schema: Optional[Dict[str, dict]] = None
        self._desc = ""
        self._index_fields: Optional[List[str]] = None
        self._header_size = F.DEFAULT_HEADER_SIZE
        self._page_size = F.DEFAULT_PAGE_SIZE
        self._shards: Optional[List[_Shard]] = None
        self._flush = False
        self._append = False

    @classmethod
    def open_for_append(cls, file_name: str) -> "FileWriter":
        """Open one existing MindRecord shard file to add rows with ``write_raw_data`` and ``commit``."""
        check_filename(file_name)
        if not os.path.isfile(file_name) or not os.path.isfile(file_name + ".db"):
            raise pipeline_error(f"Invalid file, failed to open mindrecord file: {file_name}.")
        decrypt_in_place(file_name)
        header = F.read_header(file_name)
        writer = cls(file_name, overwrite=True)
        writer._append = True
        sch = header["schema"][0]
        writer._schema = sch["schema"]
        writer._desc = sch.get("desc", "")
        writer._index_fields = [f["index_field"] for f in header.get("index_fields") or []]
        writer._header_size, writer._page_size = int(header["header_size"]), int(header["page_size"])
        writer._addresses = list(header.get("shard_addresses") or [os.path.basename(file_name)])
        writer._shard_id = int(header.get("shard_id", 0))
        shard = _Shard(file_name, writer._header_size, writer._page_size, writer._shard_id)
        shard.pages = [dict(p) for p in header["page"]]
        shard.compression = int(header.get("compression_size", 0))
        with open(file_name, "rb") as f:
            for kind in ("BLOB_DATA", "RAW_DATA"):
                pages = [p for p in shard.pages if p["page_type"] == kind]
                if kind == "BLOB_DATA":
                    shard.n_blob = len(pages)
                else:
                    shard.n_raw = len(pages)
                if pages:
                    last = pages[-1]
                    f.seek(shard.hsize + last["page_id"] * shard.psize)
                    shard.data[last["page_id"]] = bytearray(f.read(last["page_size"]))
                    if kind == "BLOB_DATA":
                        shard.blob = last
                    else:
                        shard.raw = last
        con = sqlite3.connect(file_name + ".db")
        try:
            shard.rows = [tuple(r) for r in con.execute("SELECT * FROM INDEXES ORDER BY ROW_ID").fetchall()]
        finally:
            con.close()
        writer._shards = [shard]
        return writer

    # ------------------------------------------------------------ configuration
    def add_schema(self, content: Any, desc: Optional[str] = None) -> None:
        ok, error = self._validate_schema(content)
        if not ok:
            raise MRMInvalidSchemaError(error)
        if self._schema is not None:
            logger.critical("Failed to add schema.")
            raise MRMAddSchemaError()  # one schema per file, as MindSpore
        self._schema = {k: dict(v) for k, v in content.items()}
        self._desc = desc if isinstance(desc, str) else ""

    def add_index(self, index_fields: Any) -> None:
        if not index_fields or not isinstance(index_fields, list):
            raise ParamTypeError("index_fields", "list")
        if self._schema is None:    # MindSpore reads the blob fields from the header's schema
            raise MRMGetMetaError()
        blobs = F.blob_fields(self._schema)
        for field in index_fields:
            if field in blobs:
                raise MRMDefineIndexError(f"Failed to set field {field} since it's not primitive type.")
            if not isinstance(field, str):
                raise ParamTypeError("index field", "str")
        if self._schema is not None:
            missing = [f for f in index_fields if f not in self._schema]
            if missing:
                raise pipeline_error(f"Invalid data, field {missing[0]} is not found in schema.")
        self._index_fields = list(index_fields)

    def set_header_size(self, header_size: int) -> None:
        if not isinstance(header_size, int) or not MIN_HEADER_SIZE <= header_size <= MAX_HEADER_SIZE:
            raise pipeline_error(f"Invalid data, header size: {header_size} should be in range "
                                  f"[{MIN_HEADER_SIZE} bytes, {MAX_HEADER_SIZE} bytes].")
        self._header_size = header_size

    def set_page_size(self, page_size: int) -> None:
        if not isinstance(page_size, int) or not MIN_PAGE_SIZE <= page_size <= MAX_PAGE_SIZE:
            raise pipeline_error(f"Invalid data, page size: {page_size} should be in range "
                                  f"[{MIN_PAGE_SIZE} bytes, {MAX_PAGE_SIZE} bytes].")
        self._page_size = page_size

    # ------------------------------------------------------------ writing
    def _open(self) -> None:
        if self._shards is not None:
            return
        if self._schema is None:
            raise pipeline_error("Invalid data, schema is not set; call FileWriter.add_schema first.")
        for p in self._paths:
            d = os.path.dirname(os.path.abspath(p))
            if not os.path.isdir(d):
                raise pipeline_error(f"Invalid dir, failed to get the realpath of mindrecord file dir: {d}.")
        existing = [p for p in self._paths for q in (p, p + ".db") if os.path.exists(q)]
        if existing and not self._overwrite:
            raise pipeline_error(f"Invalid file, mindrecord files already exist. Please check file path: "
                                  f"{existing[0]}.\nIf you do not want to keep the files, set the 'overwrite' "
                                  "parameter to True and try again.")
        for p in self._paths:
            for q in (p, p + ".db"):
                if os.path.exists(q):
                    os.remove(q)
        self._shards = [_Shard(p, self._header_size, self._page_size, i) for i, p in enumerate(self._paths)]

    def _indexes(self) -> List[str]:
        if self._index_fields is not None:
            return self._index_fields
        blobs = F.blob_fields(self._schema)
        return sorted(k for k in self._schema if k not in blobs)

    def write_raw_data(self, raw_data: Any, parallel_writer: bool = False) -> None:
        if not isinstance(parallel_writer, bool):
            raise TypeError("The parameter `parallel_writer` must be bool.")
        self._open()
        if not isinstance(raw_data, list):
            raise ParamTypeError("raw_data", "list")
        if self._flush and not self._append:
            raise RuntimeError("Not allowed to call `write_raw_data` on flushed MindRecord files.When creating new "
                               "MindRecord files, please remove `commit` before `write_raw_data`. In other cases, "
                               "when appending to existing MindRecord files, please call `open_for_append` first "
                               "and then `write_raw_data`.")
        for each in raw_data:
            if not isinstance(each, dict):
                raise ParamTypeError("raw_data item", "dict")
        self._verify_based_on_schema(raw_data)
        if not raw_data:
            raise RuntimeError("There is no valid data which can be written by 'write_raw_data' to mindrecord file. "
                               "Please check the abnormal input data indicated in the warning log above.")
        blobs = F.blob_fields(self._schema)
        n, k = len(raw_data), self._shard_num
        start = 0
        for i, shard in enumerate(self._shards):  # n // k rows each, the last n % k shards one more
            stop = start + n // k + (1 if i >= k - n % k else 0)
            part = raw_data[start:stop]
            start = stop
            if part:
                shard.write(self._schema, blobs, self._indexes(), part)

    def commit(self) -> None:
        self._open()
        self._flush = True
        addresses = getattr(self, "_addresses", None) or [os.path.basename(p) for p in self._paths]
        saved = sum(s.compression for s in self._shards)  # one figure for all shards, as MindSpore writes it
        for i, shard in enumerate(self._shards):
            header = F.header_json(self._header_size, self._page_size, self._indexes(), shard.pages,
                                   saved, self._schema, self._desc, addresses, shard.shard_id)
            shard.commit(header, self._schema, self._indexes())
            for q in (shard.path, shard.path + ".db"):
                os.chmod(q, stat.S_IRUSR | stat.S_IWUSR)
        if _get_enc_key() is not None:     # MindSpore encrypts each file and its index after the commit
            for shard in self._shards:
                encrypt_file(shard.path)
                encrypt_file(shard.path + ".db")
        logger.info(f"The list of mindrecord files created are: {self._paths}.")

    # ------------------------------------------------------------ validation (MindSpore's rules)
    @staticmethod
    def _validate_schema(content: Any):
        if not content:
            return False, "Schema content is empty."
        if not isinstance(content, dict):
            return False, "Schema content should be dict."
        for k, v in content.items():
            if not isinstance(k, str) or not re.match(r"^[0-9a-zA-Z\_]+$", k):
                return False, f"Field '{k}' should be composed of '0-9' or 'a-z' or 'A-Z' or '_'."
            if not v or not isinstance(v, dict):
                return False, f"Field '{k}' should be dict."
            if len(v) == 1 and "type" in v:
                if v["type"] not in F.SCALAR_TYPES:
                    return False, f"Field '{k}' contain illegal attribute '{v['type']}'."
            elif len(v) == 2 and "type" in v:
                if v["type"] not in F.ARRAY_TYPES:
                    return False, f"Field '{k}' contain illegal attribute '{v['type']}'."
                if "shape" not in v:
                    return False, f"Field '{v}' contains illegal attributes."
                if not isinstance(v["shape"], list):
                    return False, f"Field '{k}' contain illegal attribute '{v['shape']}'."
            else:
                return False, f"Field '{v}' contains illegal attributes."
        return True, ""

    def _verify_based_on_schema(self, raw_data: List[dict]) -> None:
        """Drop (with a warning) the rows that do not match the schema, as MindSpore does."""
        errors = {}
        for field, spec in self._schema.items():
            for i, v in enumerate(raw_data):
                if i in errors:
                    continue
                if field not in v:
                    errors[i] = f"for schema, {i} th data is wrong, there is not field: '{field}' in the raw data."
                    continue
                tname = type(v[field]).__name__
                if tname not in _VALUE_TYPES:
                    errors[i] = (f"for schema, {i} th data is wrong, data type: '{tname}' for field: '{field}' "
                                 "is not matched.")
                    continue
                if spec["type"] not in _VALUE_TYPES[tname]:
                    errors[i] = (f"for schema, {i} th data is wrong, data type: '{spec['type']}' for field: "
                                 f"'{field}' is not matched.")
                    continue
                if tname == "ndarray":
                    if "shape" not in spec:
                        errors[i] = f"for schema, {i} th data is wrong, data shape for field: '{field}' is not specified."
                    elif spec["type"] != str(v[field].dtype):
                        errors[i] = (f"for schema, {i} th data is wrong, data type: '{v[field].dtype}' for field: "
                                     f"'{field}' is not matched.")
                    else:
                        try:
                            np.reshape(v[field], spec["shape"])
                        except ValueError:
                            errors[i] = (f"for schema, {i} th data is wrong, data shape: '{v[field].shape}' for "
                                         f"field: '{field}' is not matched.")
        for i, msg in sorted(errors.items(), reverse=True):
            raw_data.pop(i)
            logger.warning(msg)
