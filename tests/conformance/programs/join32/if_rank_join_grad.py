"""Gradients through a Tensor ``if`` whose branches give one name (or the return value) Tensors of one dtype and
different ranks (``out = Tensor(0.0)``; ``if lim < 3: out = x * out + x``): MindSpore 2.10's dynamic-rank Tensor,
differentiated as any Tensor (the adjoint reaches the branch taken).  msgraph joins it as a Python object made
when the graph runs (branches.py ``join_at_run_time``) and gave zero gradients through it and through everything
computed from it (``out * x``: x's own gradient was lost too); forward values agreed (Graph mode, found by st31)."""
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from _conf import emit, emit_error


class IfElse(nn.Cell):
    def construct(self, x, lim):
        out = Tensor(0.0, x.dtype)
        if lim < 3:
            out = x * out + x * x
        else:
            out = out - 1
        return out * x


class ReturnTwice(nn.Cell):
    def construct(self, x, lim):
        out = Tensor(0.0)
        if lim < 3:
            out = x * out + x
            return out * 2
        return out


class NoElseSum(nn.Cell):
    def construct(self, x, lim):
        out = Tensor(0.0)
        if lim < 3:
            out = x * 3
        return out.sum()


class NoElseReturned(nn.Cell):
    def construct(self, x, lim):
        out = Tensor(0.0)
        if lim < 3:
            out = x * 3
        return out


class ReturnInBranch(nn.Cell):
    def construct(self, x, lim):
        if lim < 3:
            return x * 3
        return Tensor(1.0)


class Nested(nn.Cell):
    def construct(self, x, lim):
        out = Tensor(0.0)
        if lim < 3:
            if lim < 1:
                out = x * 2
            else:
                out = x * x
        return out * x


class ScalarOfX(nn.Cell):
    def construct(self, x, lim):
        out = x.sum()
        if lim < 3:
            out = x * x
        return out * 2


class Several(nn.Cell):
    def construct(self, x, lim):
        out = Tensor(0.0)
        if lim < 3:
            out = x * x
        return out, x * 2


class Used(nn.Cell):
    def construct(self, x, y, lim):
        out = y.sum()
        if lim > 0:
            out = x * y
        z = out * x + y
        return ops.reduce_sum(z * z)


class Weighted(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2., -1.], np.float32)), name="w")

    def construct(self, x, lim):
        out = self.w.sum()
        if lim < 3:
            out = self.w * x
        return (out * x).sum()


X = np.array([1., 2.], np.float32)
Y = np.array([0.5, -1.5], np.float32)
S = np.array([3., 4.], np.float32)


def t(a, dt=np.float32):
    return Tensor(np.asarray(a, dt))


for lim in (0, 1, 5):
    emit(f"if/else forward lim={lim}", IfElse()(t(X), Tensor(lim)))
    emit_error(f"if/else grad lim={lim}", lambda: ops.GradOperation()(IfElse())(t(X), Tensor(lim)))
    emit_error(f"return twice grad lim={lim}", lambda: ops.GradOperation()(ReturnTwice())(t(X), Tensor(lim)))
    emit_error(f"no else sum grad lim={lim}", lambda: ops.GradOperation()(NoElseSum())(t(X), Tensor(lim)))
    emit_error(f"no else returned grad lim={lim}", lambda: ops.GradOperation()(NoElseReturned())(t(X), Tensor(lim)))
    emit_error(f"return in branch grad lim={lim}", lambda: ops.GradOperation()(ReturnInBranch())(t(X), Tensor(lim)))
    emit_error(f"nested grad lim={lim}", lambda: ops.GradOperation()(Nested())(t(X), Tensor(lim)))
    emit_error(f"scalar of x grad lim={lim}", lambda: ops.GradOperation()(ScalarOfX())(t(X), Tensor(lim)))
    emit_error(f"several outputs grad lim={lim}", lambda: ops.GradOperation()(Several())(t(X), Tensor(lim)))
    emit_error(f"used after grad lim={lim}", lambda: ms.grad(Used(), grad_position=(0, 1))(t(X), t(Y), Tensor(lim)))

net = Weighted()
emit_error("weights grad lim=1", lambda: ops.GradOperation(get_by_list=True)(net, net.trainable_params())(t(X), Tensor(1)))
emit_error("weights grad lim=5", lambda: ops.GradOperation(get_by_list=True)(net, net.trainable_params())(t(X), Tensor(5)))
emit_error("float16 grad", lambda: ops.GradOperation()(IfElse())(t(X, np.float16), Tensor(1)))
emit_error("float16 grad else", lambda: ops.GradOperation()(IfElse())(t(X, np.float16), Tensor(4)))
emit_error("get_all grad", lambda: ops.GradOperation(get_all=True)(IfElse())(t(X), Tensor(1)))
emit_error("sens grad", lambda: ops.GradOperation(sens_param=True)(IfElse())(t(X), Tensor(1), t(S)))
emit_error("sens grad else", lambda: ops.GradOperation(sens_param=True)(IfElse())(t(X), Tensor(5), t(S)))
emit_error("get_all sens grad", lambda: ops.GradOperation(get_all=True, sens_param=True)(ReturnTwice())(
    t(X), Tensor(1), t(S)))
emit_error("ms.grad", lambda: ms.grad(IfElse())(t(X), Tensor(1)))
emit_error("value_and_grad", lambda: ms.value_and_grad(IfElse())(t(X), Tensor(1)))
emit_error("value_and_grad else", lambda: ms.value_and_grad(IfElse())(t(X), Tensor(7)))
