"""MindRecord: msgraph reads files written by MindSpore 2.10 (fixtures/mindrecord, made by make_fixture.py)
and writes byte-identical files from the same rows."""
import json
import os
import sqlite3

import numpy as np
import pytest

import msgraph.dataset as ds
from msgraph.mindrecord import FileReader, FileWriter, MRMInvalidSchemaError, ParamTypeError
from msgraph.mindrecord import _format as F

FIX = os.path.join(os.path.dirname(__file__), "fixtures", "mindrecord")


def _fixture_rows():
    return [{"label": i - 3, "name": "n%d" % i, "w": i / 8, "img": bytes([i + 1] * (i + 2)),
             "seq": np.arange(i + 1, dtype=np.int32) * (-1) ** i * 1000,
             "mat": np.arange(2 * (i + 1), dtype=np.float64).reshape(2, -1) / 3} for i in range(7)]


def test_reads_files_written_by_mindspore():
    with open(os.path.join(FIX, "ms_rows.json")) as f:
        want = json.load(f)
    got = list(ds.MindDataset(os.path.join(FIX, "ms.mindrecord0"), shuffle=False).create_dict_iterator(output_numpy=True))
    assert len(got) == len(want) == 7
    for g, w in zip(got, want):
        assert sorted(g) == sorted(w)
        for k, spec in w.items():
            v = g[k]
            assert str(v.dtype) == spec["dtype"], k
            assert list(v.shape) == spec["shape"], k
            value = [x.hex() for x in v.tolist()] if v.dtype.kind == "S" else v.tolist()
            assert value == spec["value"], k


def test_writes_the_bytes_mindspore_writes(tmp_path):
    w = FileWriter(str(tmp_path / "ms.mindrecord"), shard_num=2, overwrite=True)
    w.set_header_size(1 << 14)
    w.set_page_size(1 << 15)
    w.add_schema({"label": {"type": "int64"}, "name": {"type": "string"}, "w": {"type": "float32"},
                  "img": {"type": "bytes"}, "seq": {"type": "int32", "shape": [-1]},
                  "mat": {"type": "float64", "shape": [2, -1]}}, "fixture")
    w.write_raw_data(_fixture_rows())
    w.commit()
    for shard in ("ms.mindrecord0", "ms.mindrecord1"):
        with open(os.path.join(FIX, shard), "rb") as a, open(tmp_path / shard, "rb") as b:
            assert a.read() == b.read(), shard
        q = "SELECT * FROM INDEXES ORDER BY ROW_ID"
        assert sqlite3.connect(os.path.join(FIX, shard + ".db")).execute(q).fetchall() == \
            sqlite3.connect(str(tmp_path / (shard + ".db"))).execute(q).fetchall()


def test_file_reader_gives_python_values():
    r = FileReader(os.path.join(FIX, "ms.mindrecord1"), columns=["img", "label"])
    rows = list(r.get_next())
    assert r.len() == 7 and len(rows) == 7
    assert rows[0] == {"img": b"\x01\x01", "label": -3}
    assert r.schema()["seq"] == {"shape": [-1], "type": "int32"}
    r.close()


def test_int_compression_round_trip():
    for dtype in (np.int32, np.int64):
        info = np.iinfo(dtype)
        a = np.array([0, 1, -1, 127, -128, 128, -129, 32767, -32768, 32768, -32769, info.max, info.min], dtype)
        assert F.decompress_ints(F.compress_ints(a), dtype).tolist() == a.tolist()
    # MindSpore's bytes for [0, 127, 128, 255, 256, -1, -128, -129, 70000, 2**31-1, -2**31] (int32)
    a = np.array([0, 127, 128, 255, 256, -1, -128, -129, 70000, 2 ** 31 - 1, -2 ** 31], np.int32)
    assert F.compress_ints(a).hex() == "0000000b0541a8007f8000ff000001ff807fff70110100ffffff7f00000080"


def test_msgpack_round_trip():
    d = {"a": -200, "b": 2 ** 40, "c": -2 ** 40, "d": 0.1, "e": 0.25, "f": "x" * 300, "g": 7, "h": -5}
    assert F.unpack(F.pack_map(d))[0] == d
    assert F.pack_map({"x": 0.25})[3:4] == b"\xca"  # exactly representable in float32: 4 bytes


def test_schema_and_index_errors(tmp_path):
    w = FileWriter(str(tmp_path / "e.mindrecord"))
    with pytest.raises(MRMInvalidSchemaError):
        w.add_schema({"a": {"type": "int8"}})
    w.add_schema({"a": {"type": "int32"}, "b": {"type": "bytes"}})
    with pytest.raises(ParamTypeError):
        w.add_index("a")


def test_row_larger_than_page(tmp_path):
    w = FileWriter(str(tmp_path / "big.mindrecord"))
    w.set_page_size(1 << 15)
    w.add_schema({"b": {"type": "bytes"}})
    with pytest.raises(RuntimeError, match="page size"):
        w.write_raw_data([{"b": bytes(1 << 16)}])


def test_many_pages_and_padded_shards(tmp_path):
    path = str(tmp_path / "p.mindrecord")
    w = FileWriter(path)
    w.set_header_size(1 << 14)
    w.set_page_size(1 << 15)
    w.add_schema({"b": {"type": "bytes"}, "i": {"type": "int32"}, "s": {"type": "string"}})
    for k in range(4):
        w.write_raw_data([{"b": bytes([j % 251]) * 5000, "i": j, "s": "s" * 2000} for j in range(k * 10, k * 10 + 10)])
    w.commit()
    got = [(int(r["i"]), bytes(r["b"][0])[:1], str(r["s"])[:2])
           for r in ds.MindDataset(path, shuffle=False).create_dict_iterator(output_numpy=True)]
    assert got == [(j, bytes([j % 251]) if j % 251 else b"", "ss") for j in range(40)]
    d = ds.MindDataset(path, columns_list=["i"], shuffle=False, num_shards=3, shard_id=2,
                       padded_sample={"i": -1}, num_padded=2)
    assert [int(r[0]) for r in d.create_tuple_iterator(output_numpy=True)] == list(range(2, 42, 3))[:-1] + [-1]
