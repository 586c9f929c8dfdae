"""Tensor methods of a 0-d Tensor (found by the adapt35t sweeps s1 / s6 with 0-d inputs): MindSpore 2.10's
`x.transpose(0, -1)` / `transpose(0, 0)` and `x.squeeze(1)` / `squeeze((0, 1))` return x itself, `x.max(1)` /
`x.min(1)` / `x.max(dim=-2)` are MaxDim / MinDim's ValueError (dim 0 / -1 only) while `argmax(1)` gives 0, and
`x.H` is a ValueError; msgraph raised for the transpose / squeeze, returned (value, 0) for max(1) and x for H."""
import numpy as np
from mindspore import Tensor
from mindspore.common.api import _pynative_executor
from _conf import emit, emit_error


def run(f):
    r = f()
    _pynative_executor.sync()   # MindSpore's PyNative errors are asynchronous: raise them in this record
    return r


x = Tensor(np.float32(2.5))
CASES = {
    "transpose_0_0": lambda: x.transpose(0, 0), "transpose_m1_0": lambda: x.transpose(-1, 0),
    "transpose_0_m1": lambda: x.transpose(0, -1), "transpose_1_0": lambda: x.transpose(1, 0),
    "squeeze": lambda: x.squeeze(), "squeeze_0": lambda: x.squeeze(0), "squeeze_1": lambda: x.squeeze(1),
    "squeeze_0_1": lambda: x.squeeze((0, 1)), "max_0": lambda: x.max(0), "max_m1": lambda: x.max(-1),
    "max_1": lambda: x.max(1), "min_1": lambda: x.min(1), "max_dim_1": lambda: x.max(dim=1), "max_m2": lambda: x.max(-2),
    "argmax_1": lambda: x.argmax(1), "argmin_1": lambda: x.argmin(1), "argmax_dim_1": lambda: x.argmax(dim=1),
    "H": lambda: x.H, "T": lambda: x.T, "t": lambda: x.t(),
}
for name, fn in CASES.items():
    emit_error(name, lambda fn=fn: run(fn))
emit("done", 1)
