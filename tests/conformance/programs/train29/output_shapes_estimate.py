"""Dataset.output_shapes(estimate=True) reads the whole epoch and marks the dimensions that vary between rows None
(variable-length rows, padded_batch over them, a last partial batch); a column whose rank changes is MindSpore's
"Inconsistent shapes" RuntimeError; estimate=False keeps the first row's shapes."""
import numpy as np

import mindspore.dataset as ds
from _conf import emit, emit_error


def var():
    for i in range(5):
        yield np.arange(i + 1, dtype=np.float32), np.full((2, 3), i, np.int32), np.array("s" * i)


def src():
    return ds.GeneratorDataset(var, ["v", "m", "s"], shuffle=False)


emit("first_row", src().output_shapes())
emit("estimate", src().output_shapes(estimate=True))
emit("padded_batch", src().padded_batch(2, pad_info={"v": (None, -1)}).output_shapes())
emit("padded_batch_estimate", src().padded_batch(2, pad_info={"v": (None, -1)}).output_shapes(estimate=True))
emit("padded_batch_drop_estimate",
     src().padded_batch(2, drop_remainder=True, pad_info={"v": (None, -1)}).output_shapes(estimate=True))
emit("fixed_estimate", ds.NumpySlicesDataset({"x": np.ones((6, 3), np.float32)}, shuffle=False).batch(3)
     .output_shapes(estimate=True))


def rank_change():
    yield (np.zeros(3, np.float32),)
    yield (np.zeros((3, 1), np.float32),)


emit_error("rank_change", ds.GeneratorDataset(rank_change, ["a"], shuffle=False).output_shapes, estimate=True)
