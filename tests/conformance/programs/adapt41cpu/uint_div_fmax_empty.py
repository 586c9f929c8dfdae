"""DivNoNan / TruncateDiv / RealDiv with a uint16 / uint32 / uint64 Tensor beside a Python number, fmax with an
empty broadcast result, fmax / fmin of two numbers (st ops/cpu test_divnonan / truncate_div / realdiv / fmax
variants, adapt41cpu).  Silent: msgraph computed DivNoNan()(uint16 t, 2.5), TruncateDiv()(uint64 t, 2.5),
ops.truncate_div(uint16 t, 2.5 or 2) and (PyNative) RealDiv()(uint16 t, 2) in float32 / the uint dtype; MindSpore 2.10
raises implicit conversion's TypeError.  ops.fmax of (0, 3) with (1, 3) is an empty (0, 3) result in MindSpore
(msgraph raised Maximum's empty-broadcast RuntimeError); fmin of two shapes that do not broadcast is the shape
ValueError (msgraph: Fmin's missing-kernel RuntimeError); fmax / fmin of two Python numbers is a TypeError (msgraph
computed fmax(3, 2))."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


U = [3, 5, 7]
for dt in ("uint16", "uint32", "uint64"):
    x = Tensor(np.array(U, dt))
    emit_error(f"divnonan_{dt}_pyfloat", lambda: Fn(P.DivNoNan())(x, 2.5))
    emit_error(f"divnonan_{dt}_rpyfloat", lambda: Fn(P.DivNoNan())(2.5, x))
    emit_error(f"truncatediv_{dt}_pyfloat", lambda: Fn(P.TruncateDiv())(x, 2.5))
    emit_error(f"truncatediv_{dt}_rpyfloat", lambda: Fn(P.TruncateDiv())(2.5, x))
    emit_error(f"f_truncate_div_{dt}_pyfloat", lambda: Fn(ops.truncate_div)(x, 2.5))
    emit_error(f"f_truncate_div_{dt}_pyint", lambda: Fn(ops.truncate_div)(x, 2))
    emit_error(f"f_truncate_div_{dt}_same", lambda: Fn(ops.truncate_div)(x, Tensor(np.array([2, 2, 0], dt))))
    emit_error(f"realdiv_{dt}_pyint", lambda: Fn(P.RealDiv())(x, 2))
    emit_error(f"realdiv_{dt}_rpyint", lambda: Fn(P.RealDiv())(2, x))
    emit_error(f"realdiv_{dt}_same", lambda: Fn(P.RealDiv())(x, Tensor(np.array([2, 2, 3], dt))))
x8 = Tensor(np.array(U, "uint8"))
emit_error("realdiv_uint8_pyint", lambda: Fn(P.RealDiv())(x8, 2))
emit_error("truncatediv_uint8_pyfloat", lambda: Fn(P.TruncateDiv())(x8, 2.5))
emit_error("f_truncate_div_uint8_pyint", lambda: Fn(ops.truncate_div)(x8, 2))

E = Tensor(np.zeros((0, 3), np.float32))
emit_error("fmax_empty_row", lambda: Fn(ops.fmax)(E, Tensor(np.array([[1.0, np.nan, 3.0]], np.float32))))
emit_error("fmax_empty_int", lambda: Fn(ops.fmax)(E, Tensor(np.ones((1, 3), np.int32))))
emit_error("fmax_empty_same", lambda: Fn(ops.fmax)(E, E))
emit_error("fmax_empty_number", lambda: Fn(ops.fmax)(Tensor(np.zeros((0, 3), np.int32)), 2))
emit_error("fmax_empty_vector", lambda: Fn(ops.fmax)(Tensor(np.zeros((2, 0), np.float64)), Tensor(np.ones((1,), np.float64))))
emit_error("fmax_nonempty_still", lambda: Fn(ops.fmax)(Tensor(np.array([[1.0, np.nan]], np.float32)),
                                                       Tensor(np.array([[np.nan], [0.5]], np.float32))))
emit_error("fmax_bad_shape", lambda: Fn(ops.fmax)(E, Tensor(np.ones((2, 3), np.float32))))
emit_error("fmin_bad_shape", lambda: Fn(ops.fmin)(Tensor(np.ones((2,), np.float32)), Tensor(np.ones((3,), np.float32))))
emit_error("fmin_ok_shape", lambda: Fn(ops.fmin)(Tensor(np.ones((2,), np.float32)), Tensor(np.ones((2,), np.float32))))
emit_error("fmax_two_ints", lambda: Fn(ops.fmax)(3, 2))
emit_error("fmax_two_floats", lambda: Fn(ops.fmax)(3.0, 2))
emit_error("fmin_two_ints", lambda: Fn(ops.fmin)(3, 2))
