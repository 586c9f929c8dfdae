"""`Tensor.nextafter` / `ops.nextafter` take Tensors only (st/tensor test_nextafter variants, adapt41tov sweep): a
Python float / int / bool `other` is MindSpore 2.10's TypeError in both modes -- msgraph computed a float64 input's
result (and under @ms.jit a float32 input's silently kept its values); Tensor operands unchanged."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit, emit_error

x = Tensor(np.array([1.0, 2.0, -0.0], np.float64))
y = Tensor(np.array([1.0, 2.0, 0.0], np.float32))


class NA(nn.Cell):
    def __init__(self, other):
        super().__init__()
        self.other = other

    def construct(self, a):
        return a.nextafter(self.other)


emit("f64_tensor_other", x.nextafter(Tensor(np.array([3.0, 0.0, 1.0], np.float64))))
emit("f32_tensor_other", ops.nextafter(y, Tensor(np.array([0.0, 3.0, -1.0], np.float32))))
emit("f32_cell_tensor_other", NA(Tensor(np.array([3.0, 3.0, 3.0], np.float32)))(y))
emit_error("f64_float_other", lambda: x.nextafter(3.0))
emit_error("f64_int_other", lambda: x.nextafter(3))
emit_error("f32_float_other", lambda: y.nextafter(-1.5))
emit_error("ops_f64_float_other", lambda: ops.nextafter(x, 2.0))
emit_error("ops_bool_other", lambda: ops.nextafter(x, True))
emit_error("f64_cell_float_other", lambda: NA(3.0)(x))
emit_error("f32_cell_float_other", lambda: NA(3.0)(y))
