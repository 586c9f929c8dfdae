"""A training-mode BatchNorm whose moving mean / variance are plain Tensors (not Parameters): `ops.BatchNorm(
is_training=True)` and `ops.batch_norm(..., training=True)` on Tensors captured from the module or held by a Cell,
differentiated (ms.grad, GradOperation with sens) and run forward under `ms.jit` / a Graph-mode Cell.  MindSpore 2.10
computes the gradients w.r.t. x, scale and bias and updates the Tensors in place (both modes).  msgraph's graph code
could not write the graph value into a plain Tensor, so the whole call fell back to Python run when the graph runs:
the gradients were zeros (SILENT) and the compile-time trial run on placeholder values wrote the Tensors (mean
0.9 * m + 0.1, variance 0.9 * v: SILENT, in PyNative too under `ms.jit`)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit_error

x = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3) * 0.37 - 1.3)
s = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3) * 0.11 + 0.3)
g = Tensor(np.array([1.1, 0.9, 1.3], np.float32))
b = Tensor(np.array([0.1, -0.2, 0.3], np.float32))
m = Tensor(np.array([0.2, -0.1, 0.4], np.float32))
v = Tensor(np.array([1.5, 0.7, 2.2], np.float32))
bn = ops.BatchNorm(is_training=True)


def f(x, g, b):
    return bn(x, g, b, m, v)[0]


def f_fn(x, g, b):
    return ops.batch_norm(x, m, v, g, b, training=True)


def f_mul(x, g, b):
    return bn(x, g, b, m, v)[0] * s


emit_error("jit_forward", lambda: ms.jit(f)(x, g, b))
emit_error("stats_after_forward", lambda: (m, v))
emit_error("grad_all", lambda: ms.grad(f_mul, grad_position=(0, 1, 2))(x, g, b))
emit_error("stats_after_grad", lambda: (m, v))
emit_error("grad_sens_scale", lambda: ops.GradOperation(get_all=True, sens_param=True)(f)(x, g, b, s)[1:])
emit_error("grad_functional", lambda: ms.grad(f_fn, grad_position=(1, 2))(x * 2, g, b))
emit_error("stats_after_functional", lambda: (m, v))


class C(nn.Cell):
    def __init__(self, dt):
        super().__init__()
        self.bn = ops.BatchNorm(is_training=True)
        self.m = Tensor(np.array([0.2, -0.1, 0.4], np.float32)).astype(dt)
        self.v = Tensor(np.array([1.5, 0.7, 2.2], np.float32)).astype(dt)

    def construct(self, x, g, b):
        return self.bn(x, g, b, self.m, self.v)[0]


for name, dt in (("f32", ms.float32), ("f16", ms.float16)):
    c = C(dt)
    xs, gs, bs = x.astype(dt), g.astype(dt), b.astype(dt)
    emit_error(f"cell_grad_{name}", lambda c=c, xs=xs, gs=gs, bs=bs: ops.GradOperation(get_all=True, sens_param=True)(
        c)(xs, gs, bs, s.astype(xs.dtype))[1:])
    if name == "f32":   # (MindSpore 2.10's CPU kernel leaves float16 moving statistics unchanged: not followed)
        emit_error(f"cell_stats_{name}", lambda c=c: (c.m, c.v))
