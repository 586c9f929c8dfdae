"""ops.vmap over the in-place optimizer primitives that have MindSpore 2.10 vmap rules (ApplyGradientDescent,
ApplyAdadelta...): `var` must be mapped along axis 0 and every other state along the same axis (ValueError "the
source axis of `var` must not equal to 0, but got the source axis of `var`: 1"), or `var` unmapped with every other
input unmapped (a Cell's own Parameter with mapped alpha / delta: ValueError "The source axis of `var` is None, but
the source axis of `alpha/delta` is not None"); the Parameters are then left as they were.  msgraph had updated the
Parameters slice by slice, silently, in both modes.  Unmapped hyper-parameters and nested vmap work.  Found by
adapting st/ops/cpu/test_apply_gradient_descent_op.py's vmap test to other in_axes (session 37, adapt37vm)."""
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from _conf import emit_error

P = ops.operations


class W(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *a):
        return self.op(*a)


class OwnVar(nn.Cell):
    def __init__(self):
        super().__init__()
        self.var = Parameter(Tensor(np.ones((2, 3), np.float32)), name="own_var")
        self.op = P.ApplyGradientDescent()

    def construct(self, alpha, delta):
        return self.op(self.var, alpha, delta)


def var(shape, name="var"):
    return Parameter(Tensor((np.arange(int(np.prod(shape))).reshape(shape) / 10).astype(np.float32)), name=name)


def agd(in_axes, shape, alpha, nested=False):
    v = var(shape)
    delta = Tensor(np.ones(shape, np.float32))
    f = ops.vmap(ops.vmap(W(P.ApplyGradientDescent()), (0, None, 0)), in_axes) if nested else \
        ops.vmap(W(P.ApplyGradientDescent()), in_axes)
    try:
        out = f(v, alpha, delta)
    except ValueError as e:
        return "ValueError", v.value()
    return out, v.value()


def adadelta(in_axes):
    v, a, u = var((2, 2), "v"), var((2, 2), "a"), var((2, 2), "u")
    lr = Tensor(np.array([0.1, 0.2], np.float32))
    g = Tensor(np.ones((2, 2), np.float32))
    try:
        out = ops.vmap(W(P.ApplyAdadelta()), in_axes)(v, a, u, lr, lr, lr, g)
    except ValueError:
        return "ValueError", v.value(), a.value()
    return out, v.value(), a.value()


def own_var():
    net = OwnVar()
    try:
        out = ops.vmap(net, (0, 0))(Tensor(np.array([0.5, 1.0], np.float32)), Tensor(np.ones((2, 2, 3), np.float32)))
    except ValueError:
        return "ValueError", net.var.value()
    return out, net.var.value()


a3 = Tensor(np.array([0.5, 1.0, 2.0], np.float32))
emit_error("agd_axis0", lambda: agd((0, 0, 0), (3, 2, 4), a3))
emit_error("agd_alpha_unmapped", lambda: agd((0, None, 0), (3, 2, 4), Tensor(np.float32(0.5))))
emit_error("agd_var_axis1", lambda: agd((1, None, 1), (2, 3, 4), Tensor(np.float32(0.5))))
emit_error("agd_var_axis_neg1", lambda: agd((-1, 0, -1), (2, 4, 3), a3))
emit_error("agd_nested", lambda: agd((0, 0, 0), (3, 2, 4), a3, nested=True))
emit_error("agd_own_parameter", own_var)
emit_error("adadelta_axis0", lambda: adadelta((0, 0, 0, 0, 0, 0, 0)))
emit_error("adadelta_state_axes_differ", lambda: adadelta((0, 1, 0, 0, 0, 0, 0)))
emit_error("adadelta_state_unmapped", lambda: adadelta((0, None, 0, 0, 0, 0, 0)))
