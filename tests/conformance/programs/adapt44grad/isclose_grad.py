"""`ops.isclose` under a gradient (session 43's Left, adapt43cpua): MindSpore 2.10 defines no IsClose bprop.  A gradient
reaching its result -- through a cast, a product, a returned bool output, `ms.numpy.isclose`, `Tensor.isclose` -- is its
RuntimeError "Illegal primitive IsClose's bprop not defined" in both modes.  Its PyNative runs no bprop before a zero
that a bprop declares (Select's condition, masked_fill's mask, a comparison or logical op of the result), so
`ops.select(ops.isclose(x, y), x, y * 2)` differentiates there; its Graph mode builds those zeros and raises for them
too.  An isclose of operands no target reaches, a dead isclose and one behind stop_gradient are fine in both modes.
msgraph returned zero gradients for all of them."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit_error

x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
y = Tensor(np.array([1.0, 2.5, 3.0], np.float32))
C = Tensor(np.array([1.0, 2.0, 3.1], np.float32))


def grads(f, pos=(0, 1)):
    return lambda: ms.grad(f, grad_position=pos)(x, y)


def f_cast(a, b):
    return ops.isclose(a, b).astype(ms.float32) * b


def f_mul(a, b):
    return (ops.isclose(a, b) * b).sum()


def f_method(a, b):
    return a.isclose(b, 0.5, 0.5).astype(ms.float32) * b


def f_numpy(a, b):
    return ms.numpy.isclose(a, b).astype(ms.float32) * b


def f_cast_zero(a, b):
    return ops.isclose(a, b).astype(ms.float32) * 0 + b


def f_bool_out(a, b):
    return a * 2, ops.isclose(a, b)


def f_select(a, b):
    return ops.select(ops.isclose(a, b), a, b * 2)


def f_where(a, b):
    return ops.where(ops.isclose(a, b), a, b * 2)


def f_masked_fill(a, b):
    return ops.masked_fill(a, ops.isclose(a, b), 5.0)


def f_not(a, b):
    return ops.logical_not(ops.isclose(a, b)).astype(ms.float32) * b


def f_equal(a, b):
    return a * ops.equal(ops.isclose(a, b), True).astype(ms.float32)


def f_all(a, b):
    return a.isclose(b, 0.5, 0.5).all() * a


def f_int_gt(a, b):
    return ops.select(ops.isclose(a, b).astype(ms.int32) > 0, a, b)


def f_where_two(a, b):
    m = ops.isclose(a, b)
    return ops.where(m, a, 0.0) + ops.where(ops.logical_not(m), b, 0.0)


def f_stop(a, b):
    return ops.stop_gradient(ops.isclose(a, b)).astype(ms.float32) * b


def f_other_input(a, b):
    return ops.select(ops.isclose(b, b * 2), a, a * 2)


def f_const(a, b):
    return ops.select(ops.isclose(C, C * 2), a, a * 2)


def f_dead(a, b):
    m = ops.isclose(a, b)
    return a * 2


class Net(nn.Cell):
    def construct(self, a, b):
        return ops.select(ops.isclose(a, b), a, b * 3)


for name, f in [("cast", f_cast), ("mul", f_mul), ("method", f_method), ("numpy", f_numpy),
                ("cast_zero", f_cast_zero), ("bool_out", f_bool_out), ("select", f_select), ("where", f_where),
                ("masked_fill", f_masked_fill), ("logical_not", f_not), ("equal", f_equal), ("all", f_all),
                ("int_gt", f_int_gt), ("where_two", f_where_two), ("stop_gradient", f_stop), ("const", f_const),
                ("dead", f_dead)]:
    emit_error(name, grads(f))
emit_error("other_input", grads(f_other_input, 0))
emit_error("cell_gradop", lambda: ops.GradOperation(get_all=True)(Net())(x, y))
emit_error("cell_value_and_grad", lambda: ms.value_and_grad(Net(), grad_position=(0, 1))(x, y))
