"""bucket_batch_by_length: bucket assignment, emission order, padding and pad_to_bucket_boundary."""
import numpy as np
import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)
LENGTHS = [1, 5, 2, 7, 3, 1, 6, 2, 9, 4]


def gen():
    for i, n in enumerate(LENGTHS):
        yield np.full((n,), i, np.int32), np.array(i)


def rows(d):
    return [tuple(r) for r in d.create_tuple_iterator()]


def data():
    return ds.GeneratorDataset(gen, ["a", "i"])


emit("default", rows(data().bucket_batch_by_length(["a"], [3, 6], [2, 2, 3])))
emit("pad_value", rows(data().bucket_batch_by_length(["a"], [3, 6], [2, 2, 3], pad_info={"a": (None, -1)})))
emit("drop_remainder", rows(data().bucket_batch_by_length(["a"], [3, 6], [2, 2, 3], drop_remainder=True)))
emit("length_function", rows(data().bucket_batch_by_length(["i"], [3, 6], [2, 2, 3],
                                                          element_length_function=lambda i: int(i))))
emit("size", data().bucket_batch_by_length(["a"], [3, 6], [2, 2, 3]).get_dataset_size())
emit("to_boundary", rows(data().take(6).bucket_batch_by_length(["a"], [3, 6, 10], [2, 2, 3, 1],
                                                               pad_to_bucket_boundary=True,
                                                               pad_info={"a": ([None], -1)})))
emit_error("to_boundary_last_bucket", lambda: rows(data().bucket_batch_by_length(
    ["a"], [3, 6], [2, 2, 3], pad_to_bucket_boundary=True, pad_info={"a": ([None], -1)})))
