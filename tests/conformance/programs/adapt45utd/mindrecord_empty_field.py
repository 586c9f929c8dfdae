"""MindDataset reads a numeric field stored with no elements (an empty 1-D or [2, 0] array) as a 0-d value of the
field's type -- output_shapes, the iterators and batch see shape () -- and a map operation failing on a MindDataset
row names the row's file (adapted from ut/python/dataset/test_minddataset.py test_field_is_null_numpy and
test_minddataset_exception.py test_mindrecord_exception).  Only shapes and dtypes of the empty fields are printed:
the number MindSpore's 0-d value holds is whatever its buffer had."""
import os
import tempfile

import numpy as np

import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter
from _conf import emit, emit_error

MODES = ("pynative",)
FILE = os.path.join(tempfile.mkdtemp(prefix="adapt45utd_mr_"), "a.mindrecord")
writer = FileWriter(FILE, 1)
writer.add_schema({"label": {"type": "int32"}, "a": {"type": "int64", "shape": [-1]},
                   "b": {"type": "float32", "shape": [-1]}, "c": {"type": "int32", "shape": [2, -1]}}, "s")
writer.write_raw_data([{"label": i, "a": np.arange(i, dtype=np.int64) if i % 2 else np.array([], np.int64),
                        "b": np.array([], np.float32), "c": np.ones((2, i), np.int32)} for i in range(3)])
writer.commit()


def described(r):
    return {k: (str(v.dtype), v.shape, v.tolist() if v.size and v.ndim else None) for k, v in sorted(r.items())}


d = ds.MindDataset(FILE, shuffle=False)
emit("output_shapes", d.output_shapes())
emit("output_types", [str(t) for t in d.output_types()])
emit("dict_rows", [described(r) for r in d.create_dict_iterator(num_epochs=1, output_numpy=True)])
emit("tuple_rows", [[(str(v.dtype), v.shape) for v in r] for r in d.create_tuple_iterator(num_epochs=1)])
emit("batch1_shapes", [[v.shape for v in r] for r in d.batch(1).create_tuple_iterator(num_epochs=1, output_numpy=True)])
emit("label_values", [int(r[3]) for r in d.create_tuple_iterator(num_epochs=1, output_numpy=True)])


def failing_map():
    def bad(x):
        raise ValueError("boom")

    for _ in ds.MindDataset(FILE, shuffle=False).map(bad, "label").create_tuple_iterator(num_epochs=1):
        pass


emit_error("map_error", failing_map)


def map_error_names_file():
    try:
        failing_map()
    except RuntimeError as e:
        return "The corresponding data file is" in str(e) and FILE in str(e)
    return None


emit("map_error_names_file", map_error_names_file())
