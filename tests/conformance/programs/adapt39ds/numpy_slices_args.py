"""NumpySlicesDataset's data argument (adapted from ut/python/dataset/test_dataset_numpy_slices.py): MindSpore takes
a list, tuple, dict or numpy array only -- a Tensor, a number or a string is a TypeError -- and each column of a
tuple must be a list or an array (a Tensor column converts inside a dict or a list only)."""
import numpy as np

import mindspore as ms
import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)


def rows(d):
    return [[r for r in row] for row in d.create_tuple_iterator(output_numpy=True, num_epochs=1)]


emit_error("tensor", lambda: rows(ds.NumpySlicesDataset(ms.Tensor(np.array([[1, 2], [3, 4]], np.float16)), shuffle=False)))
emit_error("number", lambda: ds.NumpySlicesDataset(5))
emit_error("string", lambda: ds.NumpySlicesDataset("ab"))
emit_error("tuple_tensor_column", lambda: rows(ds.NumpySlicesDataset((ms.Tensor(np.array([1, 2], np.int32)),), shuffle=False)))
emit_error("tuple_number_column", lambda: rows(ds.NumpySlicesDataset(([1, 2], 3), shuffle=False)))
emit("dict_tensor_column", rows(ds.NumpySlicesDataset({"a": ms.Tensor(np.array([1, 2], np.float16))}, shuffle=False)))
emit("list_of_tensor", rows(ds.NumpySlicesDataset([ms.Tensor(np.array([1, 2], np.int32))], shuffle=False)))
emit("tuple_list_array", rows(ds.NumpySlicesDataset(([1, 2], np.array([0.5, 1.5])), shuffle=False)))
