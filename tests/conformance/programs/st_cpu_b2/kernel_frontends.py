"""Adapted from tests/st/ops/cpu/test_rolling_op.py, test_shift_op.py and test_qr_op.py: a Python
PrimitiveWithInfer front end (prim_attr_register, init_prim_io_names, __infer__) without an implementation of
its own runs MindSpore's CPU kernel of the same name."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import PrimitiveWithInfer, prim_attr_register
from _conf import emit


class Rolling(PrimitiveWithInfer):
    @prim_attr_register
    def __init__(self, window, min_periods, center, axis, closed, method):
        self.init_prim_io_names(inputs=['x'], outputs=['output'])

    def __infer__(self, x):
        return {'shape': tuple(x['shape']), 'dtype': x['dtype'], 'value': None}


class Shift(PrimitiveWithInfer):
    @prim_attr_register
    def __init__(self, periods=1, axis=-1):
        self.init_prim_io_names(inputs=['x', 'fill_value'], outputs=['output'])

    def __infer__(self, x, fill_value):
        return {'shape': tuple(x['shape']), 'dtype': x['dtype'], 'value': None}


class QR(PrimitiveWithInfer):
    @prim_attr_register
    def __init__(self, mode="full"):
        super().__init__(name="QR")
        self.init_prim_io_names(inputs=['x'], outputs=['q', 'r'])

    def __infer__(self, x):
        m, n = x['shape']
        k = min(m, n)
        q, r = ((m, k), (k, n)) if self.mode == "economic" else ((m, m), (m, n))
        return {'shape': (q, r), 'dtype': (x['dtype'], x['dtype']), 'value': None}


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


xf = Tensor(np.array([[1.0, 4.0, 2.0, 8.0, 5.0, 7.0], [3.0, 0.5, 6.0, 1.0, 9.0, 2.0]], np.float32))
xi = Tensor(np.arange(12, dtype=np.int32).reshape(2, 6) * 3 % 7)
for method in ("max", "min", "mean", "sum", "std", "var"):
    emit("rolling_" + method, Net(Rolling(3, 2, False, 1, "right", method))(xf), rtol=1e-5)
for closed in ("left", "both", "neither"):
    emit("rolling_center_" + closed, Net(Rolling(3, 1, True, -1, closed, "sum"))(xf), rtol=1e-5)
emit("rolling_int_mean", Net(Rolling(2, 2, False, 1, "right", "mean"))(xi))
emit("rolling_axis0", Net(Rolling(2, 1, False, 0, "right", "max"))(xf))

emit("shift_right", Net(Shift(2, 1))(xf, 0.5))
emit("shift_left", Net(Shift(-1, 1))(xf, 2.5))
emit("shift_int_axis0", Net(Shift(1, 0))(xi, -4))
emit("shift_beyond", Net(Shift(9, 1))(xi, 1))
emit("shift_bool", Net(Shift(1, 1))(Tensor(np.array([[True, False, True]])), False))

a = Tensor(np.array([[2.0, 1.0, 0.5], [1.0, 3.0, 1.0], [0.0, 1.0, 4.0], [1.0, 2.0, 1.0]], np.float64))
q, r = Net(QR("full"))(a)
emit("qr_full", (q, r), rtol=1e-6, atol=1e-9)
q, r = Net(QR("economic"))(a)
emit("qr_economic", (q, r), rtol=1e-6, atol=1e-9)
q, r = Net(QR("r"))(Tensor(a.asnumpy().T.astype(np.float32)))
emit("qr_r_mode_f32", r, rtol=1e-4, atol=1e-5)
