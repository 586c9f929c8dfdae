"""Gradients with respect to an integer Tensor argument a Graph-mode graph reads by value (a ReduceSum axis Tensor,
MirrorPad's paddings; session 44's Left, adapt45left): MindSpore 2.10 returns a zero gradient of the argument's
dtype and shape for it -- GradOperation(get_all=True), ms.grad's grad_position, value_and_grad, a gradient inside a
Cell -- where msgraph (which compiles such a graph per value, the argument a constant inside) left it out.
PyNative gives the same zeros."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit_error


class Red(nn.Cell):
    def construct(self, x, ax):
        return P.ReduceSum()(x, ax)


class RedFirst(nn.Cell):
    def construct(self, ax, x):
        return P.ReduceSum()(x, ax) * 2


class Pad(nn.Cell):
    def construct(self, x, p):
        return P.MirrorPad("REFLECT")(x, p)


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.g = ops.GradOperation(get_all=True)
        self.net = Red()

    def construct(self, x, ax):
        return self.g(self.net)(x, ax)


XF = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
emit_error("reducesum_get_all", lambda: ops.GradOperation(get_all=True)(Red())(XF, Tensor([1])))
emit_error("reducesum_get_all_int32_axis", lambda: ops.GradOperation(get_all=True)(Red())(
    XF, Tensor(np.array([0], np.int32))))
emit_error("reducesum_msgrad_01", lambda: ms.grad(Red(), grad_position=(0, 1))(XF, Tensor([1])))
emit_error("reducesum_msgrad_1", lambda: ms.grad(Red(), grad_position=1)(XF, Tensor([1])))
emit_error("reducesum_value_and_grad", lambda: ms.value_and_grad(Red(), grad_position=(0, 1))(XF, Tensor([1])))
emit_error("reducesum_axis_first", lambda: ops.GradOperation(get_all=True)(RedFirst())(Tensor([0]), XF))
emit_error("reducesum_sens", lambda: ops.GradOperation(get_all=True, sens_param=True)(Red())(
    XF, Tensor([0]), Tensor(np.ones(3, np.float32))))
emit_error("reducesum_in_cell", lambda: Outer()(XF, Tensor([1])))
emit_error("mirrorpad_get_all", lambda: ops.GradOperation(get_all=True)(Pad())(XF, Tensor([[1, 1], [1, 0]], ms.int64)))
emit_error("mirrorpad_sens", lambda: ops.GradOperation(get_all=True, sens_param=True)(Pad())(
    XF, Tensor([[0, 0], [1, 1]], ms.int64), Tensor(np.ones((2, 5), np.float32))))
