"""NumpySlicesDataset: list, tuple, dict and numpy inputs, column names and dtypes."""
import numpy as np
import mindspore.dataset as ds
from _conf import emit

MODES = ("pynative",)


def rows(d, **kw):
    return [tuple(r) for r in d.create_tuple_iterator(**kw)]


emit("list", rows(ds.NumpySlicesDataset([1, 2, 3], column_names=["x"], shuffle=False)))
emit("list_mixed", rows(ds.NumpySlicesDataset([1.5, 2, 3], shuffle=False)))
emit("nested", rows(ds.NumpySlicesDataset([[1, 2], [3, 4]], shuffle=False)))
emit("nested_names", ds.NumpySlicesDataset([[1, 2], [3, 4]], shuffle=False).get_col_names())
emit("tuple", rows(ds.NumpySlicesDataset(([1, 2], [3.0, 4.0]), shuffle=False)))
emit("tuple_names", ds.NumpySlicesDataset(([1, 2], [3.0, 4.0]), shuffle=False).get_col_names())
emit("dict", rows(ds.NumpySlicesDataset({"b": [1, 2], "a": np.array([[1.0, 2.0], [3, 4]])}, shuffle=False)))
emit("dict_names", ds.NumpySlicesDataset({"b": [1, 2], "a": [3, 4]}, shuffle=False).get_col_names())
emit("numpy_f64", rows(ds.NumpySlicesDataset(np.arange(6.0).reshape(3, 2), shuffle=False)))
emit("numpy_f32", rows(ds.NumpySlicesDataset(np.arange(4, dtype=np.float32).reshape(2, 2), ["v"], shuffle=False)))
emit("bool", rows(ds.NumpySlicesDataset([True, False], shuffle=False)))
emit("output_numpy", rows(ds.NumpySlicesDataset([1, 2], shuffle=False), output_numpy=True))
emit("size", ds.NumpySlicesDataset(np.zeros((5, 3)), shuffle=False).get_dataset_size())
emit("batched", rows(ds.NumpySlicesDataset({"x": np.arange(10).reshape(5, 2), "y": np.arange(5) % 2},
                                           shuffle=False).batch(2)))
