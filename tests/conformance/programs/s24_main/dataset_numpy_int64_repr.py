"""A dataset iterator with output_numpy=True hands int64 columns out as C long long arrays in MindSpore 2.10, so
numpy's repr names their dtype (``array(1, dtype=int64)``); Python dict columns keep numpy's own arrays
(``array(1)``).  Found running tutorials/source_en/dataset/python_objects.md; msgraph printed ``array(1)``."""
import numpy as np
import mindspore.dataset as ds
from _conf import emit

MODES = ("pynative",)


def gen():
    for i in range(2):
        yield np.array([i, 2]), i, np.array(i, np.int32), np.array([1.5]), True


d = ds.GeneratorDataset(gen, ["a", "b", "c", "e", "f"], shuffle=False)
emit("tuple_rows", [repr(r) for r in d.create_tuple_iterator(output_numpy=True)])
emit("slices_rows", [repr(r) for r in ds.NumpySlicesDataset([1, 2], shuffle=False).create_dict_iterator(output_numpy=True)])
emit("batched_rows", [repr(r) for r in d.batch(2).create_dict_iterator(output_numpy=True)])


def objects():
    for i in range(3):
        yield {"number": i, "square": i ** 2}, i


rows = ds.GeneratorDataset(objects, ["col1", "col2"], shuffle=False).create_dict_iterator(num_epochs=1, output_numpy=True)
emit("dict_column_rows", [repr(r) for r in rows])
