"""P.Lerp / ops.lerp / Tensor.lerp (tests/st/ops/gpu/test_lerp_op.py::test_lerp_fp32): msgraph computed float64 and
int inputs, mixed start/end dtypes and int/bool/numpy-scalar weights where MindSpore 2.10 raises TypeError, and gave a
float64 result for a float32 start with a float64 weight Tensor (MindSpore: float32)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Prim(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.Lerp()

    def construct(self, a, b, w):
        return self.op(a, b, w)


class Func(nn.Cell):
    def construct(self, a, b, w):
        return ops.lerp(a, b, w)


a32 = Tensor(np.array([[1., -1., 2.], [3.1, 2, 1.]], np.float32))
b32 = Tensor(np.array([[1.2, -1., 2.1], [3., 2., 1.1]], np.float32))
a16, b16 = a32.astype(ms.float16), b32.astype(ms.float16)
w64 = Tensor(np.array([0.3, 0.6, 0.9]), ms.float64)
w16 = Tensor(np.array([0.3, 0.6, 0.9]), ms.float16)
w32 = Tensor(np.array([0.3, 0.6, 0.9]), ms.float32)
for name, net in (("prim", Prim()), ("func", Func())):
    emit(name + "_f32", net(a32, b32, 0.7))
    emit(name + "_f16", net(a16, b16, 0.7))
    emit(name + "_f32_w64", net(a32, b32, w64))
    emit(name + "_f32_w16", net(a32, b32, w16))
    emit(name + "_f16_w32", net(a16, b16, w32))
    emit_error(name + "_f64", lambda: net(a32.astype(ms.float64), b32.astype(ms.float64), 0.7))
    emit_error(name + "_i32", lambda: net(a32.astype(ms.int32), b32.astype(ms.int32), 0.7))
    emit_error(name + "_mixed", lambda: net(a32, b16, 0.7))
    emit_error(name + "_int_weight", lambda: net(a32, b32, 1))
emit("meth_f32_w64", a32.lerp(b32, w64))
emit_error("meth_f64", lambda: a32.astype(ms.float64).lerp(b32.astype(ms.float64), 0.5))
emit_error("func_bool_weight", lambda: ops.lerp(a32, b32, True))
emit_error("func_int_weight_tensor", lambda: ops.lerp(a32, b32, Tensor(np.array([1, 2, 3], np.int32))))
