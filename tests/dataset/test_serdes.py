"""ds.serialize / ds.deserialize (MindSpore 2.10's JSON pipeline format; recorded against MindSpore in
tests/conformance/programs/ds46/serdes_pipeline.py)."""
import json

import numpy as np
import pytest

import msgraph.dataset as ds
import msgraph.dataset.transforms as T
import msgraph.dataset.vision as V


@pytest.fixture
def csv_file(tmp_path):
    p = tmp_path / "a.csv"
    p.write_text("1,2,3\n4,5,6\n7,8,9\n")
    return str(p)


def _rows(d):
    return [[np.asarray(x).tolist() for x in r] for r in d.create_tuple_iterator(num_epochs=1, output_numpy=True)]


def test_round_trip_file(csv_file, tmp_path):
    # MindSpore writes no column_defaults: the deserialized CSVDataset reads strings, so the original does too here
    d = ds.CSVDataset(csv_file, column_defaults=["", "", ""], column_names=["a", "b", "c"], shuffle=False)
    d = d.project(["c", "a"]).batch(2).repeat(2)
    f1, f2 = str(tmp_path / "p1.json"), str(tmp_path / "p2.json")
    tree = ds.serialize(d, f1)
    text = open(f1).read()
    assert text == json.dumps(tree, sort_keys=True, separators=(",", ":")) + "\n"
    back = ds.deserialize(json_filepath=f1)
    ds.serialize(back, f2)
    assert open(f2).read() == text
    assert _rows(back) == _rows(d)
    assert back.get_dataset_size() == d.get_dataset_size() == 4
    assert ds.compare(back, d)


def test_float_parameters_are_float32(csv_file):
    d = ds.CSVDataset(csv_file, column_defaults=[1, 1, 1], column_names=["a", "b", "c"], shuffle=False)
    ops = ds.serialize(d.map(V.RandomHorizontalFlip(0.3), input_columns=["a"]))["operations"]
    assert ops == [{"tensor_op_name": "RandomHorizontalFlip", "tensor_op_params": {"prob": 0.30000001192092896}}]


def test_unreadable_pipelines_fail_on_use(csv_file):
    gen = ds.deserialize(input_dict=ds.serialize(ds.GeneratorDataset([1, 2], ["d"])))
    with pytest.raises(RuntimeError, match="unsupported operation type: GeneratorDataset"):
        gen.get_dataset_size()
    d = ds.CSVDataset(csv_file, column_defaults=[1, 1, 1], column_names=["a", "b", "c"], shuffle=False)
    back = ds.deserialize(input_dict=ds.serialize(d.map(lambda x: x, input_columns=["a"])))
    with pytest.raises(RuntimeError, match="Failed to find key 'tensor_op_params' in PyFuncOp"):
        ds.serialize(back)
    assert ds.deserialize() is None
