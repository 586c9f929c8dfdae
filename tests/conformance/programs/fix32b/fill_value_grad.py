"""The gradient at ``ops.fill``'s value (session 32, fix32b): MindSpore 2.10 differentiates Fill with respect to a
Tensor value in both modes (and, in graph code, an ``ms.mutable`` number): the sum of the output's gradient in the
value's dtype (an int Tensor gets an int, truncated).  msgraph's Fill was not differentiable (0)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

x = Tensor(np.array([1.0, 2.5], np.float32))
m = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32))


def fill_mul(v):
    return ops.fill(ms.float32, (2,), v) * x


def fill_2d(v):
    return ops.fill(ms.float32, (2, 3), v) * m


def fill_sum(v, w):
    return (ops.fill(ms.float32, (2,), v) * w).sum()


def fill_f16(v):
    return ops.fill(ms.float16, (2,), v) * 3


class FillNet(nn.Cell):
    def construct(self, v):
        return ops.fill(ms.float32, (2,), v) * x


emit_error("fill_f32", ms.grad(fill_mul), Tensor(2.0))
emit_error("fill_int32", ms.grad(fill_mul), Tensor(2, ms.int32))
emit_error("fill_f64", ms.grad(fill_mul), Tensor(2.0, ms.float64))
emit_error("fill_2d", ms.grad(fill_2d), Tensor(0.5))
emit_error("fill_both", ms.grad(fill_sum, grad_position=(0, 1)), Tensor(2.0), x)
emit_error("fill_f16_out", ms.grad(fill_f16), Tensor(1.5))
emit_error("fill_cell", ms.grad(FillNet()), Tensor(2.0))
if ms.get_context("mode") == ms.GRAPH_MODE:
    emit_error("fill_mutable_float", ms.grad(FillNet()), ms.mutable(2.0))
    emit_error("fill_mutable_int", ms.grad(FillNet()), ms.mutable(2))
