"""Tensor methods with dtype= / keyword overloads (found by the adapt35t variant sweep of st/tensor/overload):
MindSpore 2.10 casts the input for `x.mean(dtype=)` and `x.prod(dim, dtype=)` (float32 .mean(dtype=float64) is
Float64, int32 .prod(0, dtype=float32) Float32 with -0.), sums an integer `nansum` in the input's dtype before
`dtype=` (uint8 254 + 7 + 1 is 6.), takes `x.take(-1)` as the last element (indices clipped to [-n, n - 1]), and
accepts `x.flatten('F')` and `x.argsort(dim=, stable=)`.  msgraph ignored dtype=, summed in int64, gave the first
element, and raised TypeError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

A = np.array([[1.5, -2.0, 0.0, 7.25], [3.0, -0.5, 4.0, -7.0], [2.0, 2.0, -3.5, 1.0]])


IDX = Tensor(np.array([0, 5, -1, -12, -13, 20]), ms.int64)
IDX2 = Tensor(np.array([[-1, 2]]), ms.int64)


class M(nn.Cell):
    def __init__(self, which):
        super().__init__()
        self.which = which

    def construct(self, x):
        if self.which == "mean_f64":
            return x.mean(dtype=ms.float64)
        if self.which == "mean_dim_f64":
            return x.mean(1, dtype=ms.float64)
        if self.which == "prod_dim_f32":
            return x.prod(dim=0, dtype=ms.float32)
        if self.which == "prod_f16":
            return x.prod(1, dtype=ms.float16)
        if self.which == "take_neg":
            return x.take(IDX)
        return x.take(IDX2, 1)


CASES = {
    "mean_f64": lambda x: x.mean(dtype=ms.float64),
    "mean_dim_f64": lambda x: x.mean(1, dtype=ms.float64),
    "prod_dim_f32": lambda x: x.prod(dim=0, dtype=ms.float32),
    "prod_f16": lambda x: x.prod(1, dtype=ms.float16),
    "take_neg": lambda x: x.take(IDX),
    "take_axis_neg": lambda x: x.take(IDX2, 1),
}
for dt in (np.float32, np.float16, np.int32, np.uint8):
    for name, fn in CASES.items():
        emit_error(f"{name}_{np.dtype(dt).name}", lambda fn=fn: fn(Tensor(A.astype(dt))))
        emit_error(f"cell_{name}_{np.dtype(dt).name}", lambda name=name: M(name)(Tensor(A.astype(dt))))
for dt in (np.uint8, np.int8, np.int32):
    x = Tensor(np.array([[1, 254, 0, 7], [3, 0, 4, 249]]).astype(dt))
    emit_error(f"nansum_{np.dtype(dt).name}", lambda x=x: x.nansum(1, True, dtype=ms.float64))
    emit_error(f"nansum_all_{np.dtype(dt).name}", lambda x=x: x.nansum(dtype=ms.float32))
x = Tensor(np.array([[3., 1., 2.], [1., 1., 0.]], np.float32))
emit_error("flatten_F", lambda: x.flatten('F'))
emit_error("flatten_C", lambda: x.flatten('C'))
emit_error("argsort_stable", lambda: x.argsort(dim=0, stable=True))
emit_error("argsort_stable_pos", lambda: x.argsort(0, True, stable=True))
emit_error("argsort_stable_default", lambda: x.argsort(stable=True))
emit("done", 1)
