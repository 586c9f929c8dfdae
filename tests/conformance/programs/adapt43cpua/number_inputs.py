"""A Python number where a Tensor-only op takes its input, fourth pass (adapt43cpua): ops.cumsum / cumprod /
cummax / cummin / flip / expand_dims / broadcast_to, the primitives CumSum / CumProd / Cummax / Cummin / ReverseV2 /
BroadcastTo / ExpandDims / L2Normalize / L2Loss / HSigmoid / HSwish / Elu, and ops.float_power of two numbers are
MindSpore 2.10's TypeError in both modes (msgraph computed on a 0-d float64 Tensor, or raised AttributeError /
ValueError); L2Normalize of a 0-d Tensor is its TypeError (msgraph: the axis-range ValueError).  Each inside a Cell
(compiled in Graph mode)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


def cumsum_m1(x):
    return ops.cumsum(x, -1)


def cumprod_0(x):
    return ops.cumprod(x, 0)


def cummax_m1(x):
    return ops.cummax(x, -1)[0]


def cummin_0(x):
    return ops.cummin(x, axis=0)[0]


def flip_m1(x):
    return ops.flip(x, (-1,))


def expand_dims_m1(x):
    return ops.expand_dims(x, -1)


def broadcast_to_23(x):
    return ops.broadcast_to(x, (2, 3))


def float_power_2(x):
    return ops.float_power(x, 2)


def float_power_r2(x):
    return ops.float_power(2, x)


def p_cumsum(x):
    return ops.CumSum()(x, 0)


def p_cumprod(x):
    return ops.CumProd()(x, 0)


def p_expand_dims(x):
    return ops.ExpandDims()(x, 0)


FNS = [("cumsum", cumsum_m1), ("cumprod", cumprod_0), ("cummax", cummax_m1), ("cummin", cummin_0),
       ("flip", flip_m1), ("expand_dims", expand_dims_m1), ("broadcast_to", broadcast_to_23),
       ("float_power", float_power_2), ("P.CumSum", p_cumsum), ("P.CumProd", p_cumprod),
       ("P.ExpandDims", p_expand_dims), ("P.Cummax", ops.Cummax(0)), ("P.Cummin", ops.Cummin(0)),
       ("P.ReverseV2", ops.ReverseV2((0,))), ("P.BroadcastTo", ops.BroadcastTo((2, 3))),
       ("P.L2Normalize", ops.L2Normalize(-1)), ("P.L2Loss", ops.L2Loss()), ("P.HSigmoid", ops.HSigmoid()),
       ("P.HSwish", ops.HSwish()), ("P.Elu", ops.Elu())]
X = Tensor(np.array([1.5, -2.0, 3.0], np.float32))
for name, fn in FNS:
    emit_error(f"{name}.py_float", lambda: Fn(fn)(1.5))
    emit_error(f"{name}.py_int", lambda: Fn(fn)(2))
    emit_error(f"{name}.tensor", lambda: Fn(fn)(X))
emit_error("float_power.tensor_exponent", lambda: Fn(float_power_r2)(X))
emit_error("P.L2Normalize.0d", lambda: Fn(ops.L2Normalize(-1))(Tensor(np.float32(2.0))))
emit_error("P.L2Normalize.0d.axis0", lambda: Fn(ops.L2Normalize(0))(Tensor(np.float32(2.0))))
