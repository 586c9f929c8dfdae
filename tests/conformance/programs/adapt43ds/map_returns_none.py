"""A map operation whose Python function returns None (alone or inside the returned tuple) is MindSpore's
RuntimeError ("Got None from Python object") when the row is produced, also after a chain of operations and with a
second output column; a function returning a value keeps working (adapted from ut/python/dataset/test_map.py and
test_pyfunc.py)."""
import numpy as np

import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)


def gen():
    for i in range(3):
        yield np.full((2,), i, np.int32), np.int64(i)


def rows(d):
    return [list(r) for r in d.create_tuple_iterator(output_numpy=True)]


def base():
    return ds.GeneratorDataset(gen, ["img", "lab"], shuffle=False)


emit_error("map_none", lambda: rows(base().map(lambda x: None, "img")))
emit_error("map_none_in_tuple", lambda: rows(base().map(lambda x: (x, None), "img", ["p", "q"])))
emit_error("map_none_after_chain", lambda: rows(base().map([lambda x: x + 1, lambda x: None], "lab")))
emit_error("map_none_batched", lambda: rows(base().map(lambda x: None, "lab").batch(3)))
emit("map_value_ok", rows(base().map(lambda x: x * 2, "img")))
emit("map_two_outputs_ok", rows(base().map(lambda x: (x, x.sum()), "img", ["p", "q"])))
