"""create_tuple_iterator / create_dict_iterator num_epochs outside [-1, INT32_MAX] (adapted from
ut/python/dataset/test_iterator.py test_iterator_exception): MindSpore's argument check raises ValueError; 0
passes it and fails when the pipeline starts (RuntimeError)."""
import numpy as np

import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)


def d():
    return ds.NumpySlicesDataset(np.arange(3), ["a"], shuffle=False)


emit_error("tuple_minus2", lambda: d().create_tuple_iterator(num_epochs=-2))
emit_error("dict_minus2", lambda: d().create_dict_iterator(num_epochs=-5, output_numpy=True))
emit_error("tuple_over_int32", lambda: d().create_tuple_iterator(num_epochs=2 ** 31))
emit_error("dict_zero", lambda: d().create_dict_iterator(num_epochs=0))
emit("tuple_int32_max", [int(r[0]) for r in d().create_tuple_iterator(num_epochs=2 ** 31 - 1, output_numpy=True)])
