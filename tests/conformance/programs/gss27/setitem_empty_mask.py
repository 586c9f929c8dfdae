"""graph_semantics_sweep (gss27): in PyNative, item assignment through a bool mask that selects nothing writes
nothing, whatever the value's shape (MindSpore 2.10; msgraph raised its broadcast ValueError); a mask selecting
elements still needs a value that broadcasts to them, and Graph mode checks the shape either way."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

MODES = ("pynative",)

B = Tensor(np.arange(12).reshape(3, 4) % 3 == 0)
F = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
ROW = Tensor(np.array([9.0, 8.0, 7.0, 6.0], np.float32))


def set_mask(t, mask_of, value):
    b = t.copy()
    b[mask_of(b)] = value
    return b


emit("bool_nothing_row", set_mask(B, lambda b: b > 5, ROW))
emit("bool_nothing_tuple", set_mask(B, lambda b: b > 5, (1, 2, 3, 4)))
emit("float_nothing_col", set_mask(F, lambda b: b > 100, Tensor(np.ones((2, 1), np.float32))))
emit("float_nothing_scalar", set_mask(F, lambda b: b > 100, 5.0))
emit("float_some_scalar", set_mask(F, lambda b: b > 5, 5.0))
emit_error("float_some_row", lambda: set_mask(F, lambda b: b > 5, ROW))
