"""Adapted from tests/st/ops/gpu/test_lin_space.py (test_lin_shape_2/3): LinSpace / ops.linspace return the dtype
of their float64 start/stop (msgraph always returned float32); other dtypes, mixed dtypes and non-0-d start
are TypeError/ValueError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class LinSpaceNet(nn.Cell):
    def __init__(self, num):
        super().__init__()
        self.ls = P.LinSpace()
        self.num = num

    def construct(self, start, stop):
        return self.ls(start, stop, self.num)


emit("f64_prim", P.LinSpace()(Tensor(-25, ms.float64), Tensor(147, ms.float64), 10))
emit("f64_cell", LinSpaceNet(20)(Tensor(25, ms.float64), Tensor(-147, ms.float64)))
emit("f64_frac", P.LinSpace()(Tensor(0.1, ms.float64), Tensor(1.0, ms.float64), 7))
emit("f64_func", ops.linspace(Tensor(-2.5, ms.float64), Tensor(4.0, ms.float64), 5))
emit("f32_cell", LinSpaceNet(6)(Tensor(1, ms.float32), Tensor(2, ms.float32)))
emit("python_numbers", ops.linspace(1, 5, 4))
emit_error("int32", lambda: P.LinSpace()(Tensor(-25, ms.int32), Tensor(147, ms.int32), 3))
emit_error("float16", lambda: P.LinSpace()(Tensor(-25, ms.float16), Tensor(147, ms.float16), 3))
emit_error("mixed", lambda: P.LinSpace()(Tensor(-25, ms.float64), Tensor(147, ms.float32), 3))
emit_error("rank1", lambda: P.LinSpace()(Tensor([0., 1.], ms.float64), Tensor([1., 5.], ms.float64), 3))
