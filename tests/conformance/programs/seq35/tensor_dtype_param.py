"""Tensor methods' `dtype` parameter takes an mstype only (adapt35t "Left"): in MindSpore 2.10 `x.sum(1, 0)` (an
int where the new overload's keepdim / the old overload's dtype is) and `x.sum(dtype=np.float32)` (a numpy type) are
TypeErrors in both modes ("Failed calling sum with ...", Graph: "For 'SumExt', the input 'dtype' expect a type"),
as are `mean` / `prod` / `cumsum` / `nansum` / `new_zeros` / `count_nonzero` with a numpy type or an int dtype;
`x.sum((0, 0))` is the duplicate-dim RuntimeError.  msgraph's overload check took ints and numpy types for dtype
and computed."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit_error

x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
xi = Tensor(np.arange(6, dtype=np.int32).reshape(2, 3))

CASES = {
    "sum_1_0": lambda t: t.sum(1, 0),
    "sum_1_True": lambda t: t.sum(1, True),
    "sum_dtype_np": lambda t: t.sum(dtype=np.float32),
    "sum_dtype_int": lambda t: t.sum(dtype=0),
    "sum_dtype_ms": lambda t: t.sum(dtype=ms.float32),
    "sum_00": lambda t: t.sum((0, 0)),
    "mean_np": lambda t: t.mean(dtype=np.float32),
    "prod_np": lambda t: t.prod(0, dtype=np.float32),
    "cumsum_np": lambda t: t.cumsum(0, dtype=np.float32),
    "cumsum_ms": lambda t: t.cumsum(0, dtype=ms.float64),
    "nansum_np": lambda t: t.nansum(dtype=np.float32),
    "new_zeros_np": lambda t: t.new_zeros((2,), dtype=np.float32),
    "cnz_np": lambda t: t.count_nonzero(1, False, np.int64),
    "cnz_ms": lambda t: t.count_nonzero(1, False, ms.int64),
}
for name, fn in CASES.items():
    for tn, t in (("f32", x), ("i32", xi)):
        emit_error(f"{name}_{tn}", lambda fn=fn, t=t: fn(t))


class SumIntKeep(nn.Cell):
    def construct(self, a):
        return a.sum(1, 0)


class SumNpDtype(nn.Cell):
    def construct(self, a):
        return a.sum(dtype=np.float32)


class SumDup(nn.Cell):
    def construct(self, a):
        return a.sum((0, 0))


class SumOk(nn.Cell):
    def construct(self, a):
        return a.sum(1, True), a.sum(dtype=ms.float64)


for cell in (SumIntKeep, SumNpDtype, SumDup, SumOk):
    for tn, t in (("f32", x), ("i32", xi)):
        emit_error(f"cell_{cell.__name__}_{tn}", lambda cell=cell, t=t: cell()(t))
