"""padded_batch / batch(pad_info=...): per-column pad shapes and values, largest-in-batch padding, cutting."""
import numpy as np
import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)


def ragged():
    for i in range(5):
        yield np.arange(i + 1, dtype=np.int32), np.full((2,), i, np.float32), np.array(i)


def ragged2():
    for i in range(5):
        yield np.arange(i + 1, dtype=np.int32), np.full((2, i % 3 + 1), i, np.float32), np.array(i)


def rows(d):
    return [tuple(r) for r in d.create_tuple_iterator()]


emit("pad_to_shape", rows(ds.GeneratorDataset(ragged, ["a", "b", "c"]).padded_batch(2, pad_info={"a": ([4], -1)})))
emit("pad_none_dims", rows(ds.GeneratorDataset(ragged, ["a", "b", "c"]).padded_batch(2, pad_info={"a": ([None], None)})))
emit("pad_none_spec", rows(ds.GeneratorDataset(ragged, ["a", "b", "c"]).padded_batch(2, pad_info={"a": None})))
emit("pad_two_columns", rows(ds.GeneratorDataset(ragged2, ["a", "b", "c"])
                             .padded_batch(3, pad_info={"a": (None, 0), "b": ([2, None], 9)})))
emit("pad_all", rows(ds.GeneratorDataset(ragged2, ["a", "b", "c"]).padded_batch(2, pad_info={})))
emit("pad_drop_size", ds.GeneratorDataset(ragged2, ["a", "b", "c"]).padded_batch(2, drop_remainder=True,
                                                                                  pad_info={}).get_dataset_size())
emit_error("unpadded_ragged", lambda: rows(ds.GeneratorDataset(ragged2, ["a", "b", "c"])
                                           .padded_batch(2, pad_info={"a": ([2], 0)})))
emit_error("no_pad_info", lambda: rows(ds.GeneratorDataset(ragged, ["a", "b", "c"]).padded_batch(2)))
