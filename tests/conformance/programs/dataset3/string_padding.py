"""padded_batch on string and bytes columns (ut dataset test_tensor_string): padded with '' by default, pad
values kept whole (the batch as wide as its widest string)."""
import numpy as np
import mindspore.dataset as ds
from _conf import emit

MODES = ("pynative",)


def gen():
    for i in range(4):
        yield np.array([str(k) for k in range(i + 1)]), np.array([str(100 + k).encode() for k in range(i + 1)])


def rows(d):
    return [[[str(v.dtype.kind), v.tolist()] for v in r] for r in d.create_tuple_iterator(num_epochs=1, output_numpy=True)]


emit("pad_default", rows(ds.GeneratorDataset(gen, ["s", "b"], shuffle=False).padded_batch(2, pad_info={})))
emit("pad_values", rows(ds.GeneratorDataset(gen, ["s", "b"], shuffle=False).padded_batch(
    2, pad_info={"s": ([5], "PAD_VALUE"), "b": (None, b"-2")})))
