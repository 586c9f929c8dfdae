"""Pipeline argument checks and attributes (adapted from ut/python/dataset/test_iterator.py
test_iterator_exception, test_batch.py test_batch_exception_19, test_pyfunc.py test_func_mixed_with_ops,
test_get_size.py test_imagefolder): MindSpore's type messages for num_epochs/output_numpy, batch() refusing
pad_info (padded_batch's), map() of a function that calls network operators getting one worker (and the dataset
marked, so its later maps too), ImageFolderDataset.num_classes checking class_indexing's folders."""
import os
import tempfile

import numpy as np

import mindspore.dataset as ds
import mindspore.ops as ops
from _conf import emit
from _ds26_util import err

MODES = ("pynative",)

d = ds.NumpySlicesDataset(np.arange(6), ["a"], shuffle=False)
err("output_numpy_str", lambda: d.create_dict_iterator(num_epochs=1, output_numpy="123"))
err("output_numpy_int", lambda: d.create_tuple_iterator(output_numpy=1))
err("num_epochs_str", lambda: d.create_tuple_iterator(num_epochs="1"))
err("num_epochs_float", lambda: d.create_dict_iterator(num_epochs=1.5))
err("batch_pad_info", lambda: d.batch(3, pad_info={}))
err("batch_unknown_keyword", lambda: d.batch(3, foo=1))


def gen():
    for i in range(3):
        yield (np.ones((2, i + 1)),)


def plain(x):
    return x


def with_ops(x):
    flatten = ops.Flatten()
    return x


g = ds.GeneratorDataset(gen, ["data"])
emit("map_plain", [g.map(plain).num_parallel_workers, g.map(plain, num_parallel_workers=2).num_parallel_workers])
emit("map_network_ops", [g.map(with_ops).num_parallel_workers, g.map(with_ops, num_parallel_workers=2).num_parallel_workers])
emit("later_map_of_marked_dataset", g.map(plain, num_parallel_workers=2).num_parallel_workers)

root = tempfile.mkdtemp()
for name in ("cat", "dog"):
    os.makedirs(os.path.join(root, name))
    with open(os.path.join(root, name, "a.jpg"), "wb") as f:
        f.write(b"\xff\xd8\xff")
err("classes_ok", lambda: ds.ImageFolderDataset(root, class_indexing={"cat": 0, "dog": 1}).num_classes())
try:
    ds.ImageFolderDataset(root, class_indexing={"cat": 0, "bird": 5}).num_classes()
except RuntimeError as e:
    message = str(e)
    emit("classes_missing_folder", message[message.find("[ERROR]"):].splitlines()[0].replace(root, "ROOT"))


class NotAnInstance:
    def __init__(self, x):
        self.x = x


err("map_class_operation", lambda: d.map(NotAnInstance))
err("map_builtin_class", lambda: d.map([plain, int]))

for label, make in (("slices_name_not_str", lambda: ds.NumpySlicesDataset([1, 2, 3], column_names=[1])),
                    ("slices_name_empty", lambda: ds.NumpySlicesDataset([1, 2, 3], column_names=[""])),
                    ("slices_names_empty", lambda: ds.NumpySlicesDataset([1, 2, 3], column_names=[])),
                    ("slices_data_empty", lambda: ds.NumpySlicesDataset([])),
                    ("slices_names_same", lambda: ds.NumpySlicesDataset(([1], [2]), column_names=["a", "a"])),
                    ("generator_name_not_str", lambda: ds.GeneratorDataset([(1,), (2,)], column_names=[1])),
                    ("generator_names_empty", lambda: ds.GeneratorDataset([(1,), (2,)], column_names=[])),
                    ("generator_names_same", lambda: ds.GeneratorDataset([(1, 2)], column_names=["a", "a"]))):
    err(label, lambda: type(make()).__name__)
empty = ds.NumpySlicesDataset([[1, 2]], column_names=["c"]).batch(3, drop_remainder=True)
emit("empty_dataset_shapes", [empty.output_shapes(), empty.output_types(), empty.get_col_names()])
