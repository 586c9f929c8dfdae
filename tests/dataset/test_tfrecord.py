"""TFRecordDataset: the record framing and Example decoding (against the test writer), MindSpore's row order,
sharding and schema rules (the numbers were observed with MindSpore 2.10; tests/conformance/programs/ds_tfrecord
records them from MindSpore itself)."""
import os
import sys

import numpy as np
import pytest

import msgraph as ms
import msgraph.dataset as ds
from msgraph.dataset.engine.tfrecord import masked_crc32c, parse_example, read_records

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "conformance", "programs", "ds_tfrecord"))
from _tfwriter import masked_crc, write_tfrecord  # noqa: E402


@pytest.fixture
def files(tmp_path):
    out = []
    for i, n in enumerate([3, 5, 2, 4, 1]):
        out.append(write_tfrecord(str(tmp_path / ("f%d.tfrecord" % i)),
                                  [{"x": [i * 10 + j], "s": b"ab%d" % j, "f": [0.5 * j, 1.0]} for j in range(n)]))
    return out


def xs(d):
    return [int(r[0][0]) for r in d.project("x").create_tuple_iterator(output_numpy=True, num_epochs=1)]


def test_crc_and_decoding_round_trip(tmp_path):
    assert masked_crc32c(b"123456789") == masked_crc(b"123456789")
    for packed in (True, False):
        p = write_tfrecord(str(tmp_path / "a.tfrecord"), [{"i": [-1, 2 ** 62, 0], "f": [1.5, -2.0], "b": [b"x", b""]}],
                           packed=packed)
        (rec,) = read_records(p)
        feats = parse_example(rec)
        assert feats["i"][0] == "int64" and feats["i"][1].tolist() == [-1, 2 ** 62, 0]
        assert feats["f"][0] == "float" and feats["f"][1].dtype == np.float32 and feats["f"][1].tolist() == [1.5, -2.0]
        assert feats["b"] == ("bytes", [b"x", b""])


def test_no_schema_columns(files):
    d = ds.TFRecordDataset(files[0], shuffle=False)
    assert d.get_col_names() == ["f", "s", "x"]
    assert d.output_types() == [np.float32, np.uint8, np.int64]
    assert d.output_shapes() == [[2], [3], [1]]
    assert d.get_dataset_size() == 3


def test_worker_order_and_shards(files):
    assert xs(ds.TFRecordDataset(files, shuffle=False, num_parallel_workers=1)) == \
        [0, 1, 2, 10, 11, 12, 13, 14, 20, 21, 30, 31, 32, 33, 40]
    assert xs(ds.TFRecordDataset(files, shuffle=False, num_parallel_workers=2)) == \
        [0, 10, 1, 11, 2, 12, 20, 13, 21, 14, 40, 30, 31, 32, 33]
    assert xs(ds.TFRecordDataset(files, shuffle=False, num_parallel_workers=2, num_samples=4)) == [0, 10, 1, 11]
    d = ds.TFRecordDataset(files, shuffle=False, num_parallel_workers=1, num_shards=2, shard_id=1)
    assert (d.get_dataset_size(), xs(d)) == (9, [10, 11, 12, 13, 14, 30, 31, 32, 33])
    d = ds.TFRecordDataset(files, shuffle=False, num_parallel_workers=2, num_shards=4, shard_id=3,
                           shard_equal_rows=True)
    assert (d.get_dataset_size(), xs(d)) == (4, [32, 40, 33, 0])
    with pytest.raises(RuntimeError, match="numbers of tfrecord file should not less than num_shards"):
        ds.TFRecordDataset(files[:2], num_shards=3, shard_id=0).get_dataset_size()


def test_file_shuffle(files):
    ds.config.set_seed(1)
    assert xs(ds.TFRecordDataset(files, shuffle=ds.Shuffle.FILES, num_parallel_workers=1).repeat(2))[:16] == \
        [10, 11, 12, 13, 14, 0, 1, 2, 20, 21, 30, 31, 32, 33, 40, 0]
    d = ds.TFRecordDataset(files, shuffle=ds.Shuffle.FILES, num_parallel_workers=1, num_shards=2, shard_id=0)
    assert xs(d.repeat(2)) == [10, 11, 12, 13, 14, 20, 21, 40, 30, 31, 32, 33, 20, 21, 0, 1, 2]


def test_schema_and_errors(files, tmp_path):
    s = ds.Schema()
    s.add_column("f", de_type=ms.float64, shape=[-1, 1])
    s.add_column("x", de_type=ms.int32, shape=[])
    s.add_column("s", de_type=ms.string)
    row = next(ds.TFRecordDataset(files[1], s, shuffle=False).create_tuple_iterator(output_numpy=True))
    assert row[0].dtype == np.float64 and row[0].shape == (2, 1)
    assert row[1].dtype == np.int32 and row[1].shape == ()
    assert row[2].tolist() == ["ab0"]
    bad = ds.Schema()
    bad.add_column("x", de_type=ms.int64, shape=[3])
    with pytest.raises(RuntimeError, match="Column shape of x defined in schema does not match"):
        list(ds.TFRecordDataset(files[1], bad, shuffle=False))
    with pytest.raises(RuntimeError, match="failed to find column name: nope"):
        list(ds.TFRecordDataset(files, columns_list=["nope"], shuffle=False))
    with pytest.raises(ValueError, match="did not match any files"):
        ds.TFRecordDataset(str(tmp_path / "missing"))
    with pytest.raises(ValueError, match="compression_type can only be"):
        ds.TFRecordDataset(files, compression_type="ZIP")
    junk = tmp_path / "junk.txt"
    junk.write_text("not a tfrecord\n")
    with pytest.raises(RuntimeError, match="not valid TFRecordDataset files"):
        list(ds.TFRecordDataset([files[0], str(junk)]))


@pytest.mark.parametrize("comp", ["GZIP", "ZLIB"])
def test_compressed(tmp_path, comp):
    p = write_tfrecord(str(tmp_path / "c"), [{"x": [j]} for j in range(6)], compression=comp)
    d = ds.TFRecordDataset(p, shuffle=False, compression_type=comp)
    assert d.get_dataset_size() == 6 and xs(d) == list(range(6))
