"""Adapted from tests/st/ops/cpu/test_arithmetic_op.py, test_floordiv_op.py, test_floormod_op.py (Div/FloorDiv/Mod/FloorMod)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Bin(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x, y):
        return self.op(x, y)


xi = np.array([[7, -7, 7, -7, 0, 5], [9, -9, 1, -1, 13, -13]], np.int32)
yi = np.array([[2, 2, -2, -2, 3, 3], [4, 4, 5, -5, -4, -4]], np.int32)
xf = xi.astype(np.float32) + 0.5
yf = yi.astype(np.float32)

for name, op in (("div", P.Div()), ("floordiv", P.FloorDiv()), ("mod", P.Mod()), ("floormod", P.FloorMod()),
                 ("realdiv", P.RealDiv()), ("truncatediv", P.TruncateDiv()), ("truncatemod", P.TruncateMod())):
    net = Bin(op)
    if name != "realdiv":
        emit(name + "_int32", net(Tensor(xi), Tensor(yi)))
        emit_error(name + "_int64", net, Tensor(xi.astype(np.int64)), Tensor(yi.astype(np.int64)))
    emit(name + "_float32", net(Tensor(xf), Tensor(yf)), rtol=1e-6, atol=1e-6)
    emit(name + "_float16", net(Tensor(xf.astype(np.float16)), Tensor(yf.astype(np.float16))), rtol=1e-3, atol=1e-3)
    emit(name + "_float64_bcast", net(Tensor(xf.astype(np.float64)), Tensor(yf[:1, :].astype(np.float64))), rtol=1e-9)

emit("div_int_float_promote", Bin(P.Div())(Tensor(xi), Tensor(yf)), rtol=1e-6)
emit("floordiv_int_float_promote", Bin(P.FloorDiv())(Tensor(xi), Tensor(yf)))
emit("floormod_int_float_promote", Bin(P.FloorMod())(Tensor(xi), Tensor(yf)))
emit("div_scalar_0d", Bin(P.Div())(Tensor(np.array(768.0, np.float32)), Tensor(np.array(3072.5, np.float32))), rtol=1e-6)
emit("sub_bcast", Bin(P.Sub())(Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4)),
                               Tensor(np.array([[1.5], [2.5], [3.5]], np.float32))))
emit("mod_float_neg_zero", Bin(P.Mod())(Tensor(np.array([-4.0, 4.0, -0.0], np.float32)),
                                        Tensor(np.array([2.0, -2.0, 3.0], np.float32))))
emit("floormod_float_inf", Bin(P.FloorMod())(Tensor(np.array([1.0, -1.0, 5.0], np.float32)),
                                             Tensor(np.array([np.inf, np.inf, -np.inf], np.float32))))
emit("div_by_zero_float", Bin(P.Div())(Tensor(np.array([1.0, -1.0, 0.0], np.float32)),
                                       Tensor(np.array([0.0, 0.0, 0.0], np.float32))))
emit("floordiv_uint8", Bin(P.FloorDiv())(Tensor(np.array([200, 7, 255], np.uint8)), Tensor(np.array([3, 2, 16], np.uint8))))
emit("floordiv_int8", Bin(P.FloorDiv())(Tensor(np.array([-128, 7, -7], np.int8)), Tensor(np.array([3, -2, 2], np.int8))))
