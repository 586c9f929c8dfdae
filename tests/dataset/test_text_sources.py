"""The text-file sources (engine/text_sources.py on engine/nonmappable.py): MindSpore's reader order, sharding,
file shuffles, CSV parsing and the corpora's file layouts.  The orders asserted here are the ones MindSpore 2.10
gives (recorded in tests/conformance/programs/ds_text_sources)."""
import os
import re

import numpy as np
import pytest

import msgraph.dataset as ds
from msgraph.dataset.engine.nonmappable import merge_workers, shard_blocks, shuffle_buffer_size


def _write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
    return path


def _texts(data, epochs=1):
    it = data.create_tuple_iterator(output_numpy=True, num_epochs=epochs)
    out = [[str(r[0]) for r in it] for _ in range(epochs)]
    return out[0] if epochs == 1 else out


@pytest.fixture
def files(tmp_path):
    _write(str(tmp_path / "a.txt"), "a1\n\na2\r\n  a3 \na4")
    _write(str(tmp_path / "b.txt"), "b1\nb2\nb3\nb4\nb5\n")
    _write(str(tmp_path / "c.txt"), "c1\nc2\n")
    return str(tmp_path / "*.txt")


def test_shard_blocks_wrap_round():
    # 4 + 5 + 2 rows in 3 shards of 4: the last shard takes b5, c1, c2 and goes round to a1
    assert shard_blocks([4, 5, 2], [0, 1, 2], 3, 2) == [(1, 4, 5), (2, 0, 2), (0, 0, 1)]
    assert shard_blocks([4, 5, 2], [0, 1, 2], 1, 0) == [(0, 0, 4), (1, 0, 5), (2, 0, 2)]


def test_merge_workers_round_robin():
    assert list(merge_workers([iter("ace"), iter("b"), iter("df")])) == list("abdcfe")


def test_shuffle_buffer_size():
    # four files' worth of rows of the shard, at most 10000; under one row a file: 10000 (MindSpore 2.10)
    assert shuffle_buffer_size(3, None, 11) == 12
    assert shuffle_buffer_size(4, 3, 16) == 4
    assert shuffle_buffer_size(8, 3, 8) == 10000
    assert shuffle_buffer_size(2, 2, 100000) == 10000


def test_text_file_order_workers_shards(files):
    assert _texts(ds.TextFileDataset(files, shuffle=False, num_parallel_workers=1)) == \
        ["a1", "a2\r", "  a3 ", "a4", "b1", "b2", "b3", "b4", "b5", "c1", "c2"]
    assert _texts(ds.TextFileDataset(files, shuffle=False, num_parallel_workers=2)) == \
        ["a1", "b1", "a2\r", "b2", "  a3 ", "b3", "a4", "b4", "c1", "b5", "c2"]
    data = ds.TextFileDataset(files, shuffle=False, num_parallel_workers=1, num_shards=3, shard_id=2)
    assert data.get_dataset_size() == 4
    assert _texts(data) == ["b5", "c1", "c2", "a1"]


@pytest.fixture
def seed5():
    old = ds.config.get_seed()
    ds.config.set_seed(5)
    yield
    ds.config.set_seed(old)


def test_text_file_shuffles(files, seed5):
    assert _texts(ds.TextFileDataset(files, shuffle=ds.Shuffle.FILES, num_parallel_workers=1), 2) == [
        ["b1", "b2", "b3", "b4", "b5", "c1", "c2", "a1", "a2\r", "  a3 ", "a4"],
        ["c1", "c2", "a1", "a2\r", "  a3 ", "a4", "b1", "b2", "b3", "b4", "b5"]]
    assert _texts(ds.TextFileDataset(files, shuffle=True, num_parallel_workers=1)) == \
        ["b1", "a2\r", "b3", "  a3 ", "c1", "c2", "b2", "b5", "a4", "a1", "b4"]


def test_text_file_errors(files, tmp_path):
    with pytest.raises(ValueError, match="did not match any files"):
        ds.TextFileDataset(str(tmp_path / "nope*.txt"))
    with pytest.raises(RuntimeError, match="requires shard_id"):
        ds.TextFileDataset(files, num_shards=2)
    with pytest.raises(TypeError, match="shuffle must be of boolean"):
        ds.TextFileDataset(files, shuffle=1)


def test_map_error_names_pyfunc_and_file(tmp_path):
    path = _write(str(tmp_path / "x.txt"), "x\n")

    def fail(_):
        raise ValueError("no")

    with pytest.raises(RuntimeError, match=re.escape(f"map operation: [PyFunc] failed. The corresponding data file is: "
                                                     f"{path}.")):
        for _ in ds.TextFileDataset(path).map(fail, input_columns=["text"]):
            pass


def test_csv_types_quotes_header(tmp_path):
    path = _write(str(tmp_path / "a.csv"), 'h1,h2,h3\n1,2.5,x\n3,"4","q""q"\n\n5x,6,"m\nn"\n')
    data = ds.CSVDataset(path, column_defaults=[0, 0.0, ""], shuffle=False)
    assert data.get_col_names() == ["h1", "h2", "h3"]
    rows = [[a.item() for a in r] for r in data.create_tuple_iterator(output_numpy=True)]
    assert rows == [[1, 2.5, "x"], [3, 4.0, 'q"q'], [5, 6.0, "m\nn"]]
    first = next(data.create_tuple_iterator(output_numpy=True))
    assert [a.dtype for a in first] == [np.int32, np.float32, np.dtype("<U1")]
    with pytest.raises(RuntimeError, match="type does not match"):
        list(ds.CSVDataset(_write(str(tmp_path / "e.csv"), "1,\n"), column_defaults=[0, 5], column_names=["a", "b"],
                           shuffle=False))
    with pytest.raises(RuntimeError, match="reach the end of file in quote field"):
        list(ds.CSVDataset(_write(str(tmp_path / "q.csv"), '1,"2\n'), column_names=["a", "b"], shuffle=False))


def test_corpora_layouts(tmp_path):
    for u in ("train", "test"):
        _write(str(tmp_path / "ag" / f"{u}.csv"), f'1,"{u} t","{u} d"\n')
        _write(str(tmp_path / "sogou" / f"{u}.csv"), f'1,"{u} t","{u} c"\n')
    assert [r[1].item() for r in ds.AGNewsDataset(str(tmp_path / "ag"), shuffle=False).create_tuple_iterator(
        output_numpy=True)] == ["test t", "train t"]
    assert [r[1].item() for r in ds.SogouNewsDataset(str(tmp_path / "sogou"), shuffle=False).create_tuple_iterator(
        output_numpy=True)] == ["train t", "test t"]
    conll = _write(str(tmp_path / "conll" / "train.txt"), "a B C\nd E F\n\ng H I\n")
    data = ds.CoNLL2000Dataset(os.path.dirname(conll), usage="train", shuffle=False)
    assert data.get_dataset_size() == 3          # MindSpore counts the lines
    assert [r[0].tolist() for r in data.create_tuple_iterator(output_numpy=True)] == [["a", "d"]]


def test_clue_columns(tmp_path):
    path = _write(str(tmp_path / "c.json"), '{"sentence1": "a", "sentence2": "b", "label": "0", "id": 3}\n')
    data = ds.CLUEDataset(path, task="AFQMC", usage="test", shuffle=False)
    assert data.get_col_names() == ["id", "sentence1", "sentence2"]
    row = next(data.create_tuple_iterator(output_numpy=True))
    assert row[0].dtype == np.uint32 and row[0] == 3
