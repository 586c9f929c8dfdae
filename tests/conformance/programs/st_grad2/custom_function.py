# mindspore._Function (PyTorch-style custom autograd function, PyNative only): ctx, saved tensors,
# needs_input_grad, non-tensor inputs/outputs, mark_dirty / mark_non_differentiable, materialized grads,
# setup_context, grad of grad, and the checks on what backward returns (auto cast and reduce, errors).
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn, _Function
from mindspore.ops import composite as C
from _conf import emit, emit_error

MODES = ("pynative",)

x = Tensor(np.array([2.0, 3.0], np.float32))
y = Tensor(np.array([3.0, 5.0], np.float32))
grad_all = C.GradOperation(get_all=True)


class MulAdd(_Function):
    @staticmethod
    def forward(ctx, a, b):
        ctx.save_for_backward(a, b)
        ctx.tag = 7
        return a * a + b

    @staticmethod
    def backward(ctx, g):
        a, b = ctx.saved_tensors
        return g * 2 * a * ctx.tag, g * b


emit("forward", MulAdd.apply(x, y))
emit("grad_saved", grad_all(MulAdd.apply)(x, y))


class Multi(_Function):
    @staticmethod
    def forward(ctx, a, b):
        t = a * a
        return t + b, 4, t

    @staticmethod
    def backward(ctx, *gs):
        return gs[0] * 3, gs[2] * 4 + (0 if gs[1] is None else 100)


emit("multi_out_non_tensor", grad_all(Multi.apply)(x, y))


class Needs(_Function):
    @staticmethod
    def forward(ctx, a, b):
        ctx.seen = ctx.needs_input_grad
        return a * 2

    @staticmethod
    def backward(ctx, g):
        return g * 5, None


def needs_fn(a):
    out = Needs.apply(a, 3)
    return out


emit("needs_input_grad", grad_all(needs_fn)(x))


class Ident(_Function):
    @staticmethod
    def forward(ctx, a):
        return a

    @staticmethod
    def backward(ctx, g):
        return g * 2


def ident_fn(a):
    return Ident.apply(ops.split(a, 1)[1]) * 3


emit("output_is_input", grad_all(ident_fn)(x))


class NonDiff(_Function):
    @staticmethod
    def forward(ctx, a, b):
        z = a * b
        ctx.mark_non_differentiable(z)
        return z

    @staticmethod
    def backward(ctx, g):
        return g, g


emit("non_differentiable", grad_all(NonDiff.apply)(x, y))


class Two(_Function):
    @staticmethod
    def forward(ctx, a, b):
        return a * b, a + b

    @staticmethod
    def backward(ctx, g1, g2):
        return g1 + (g2 * 0 + 10 if g2 is not None else 1), g1


class TwoLazy(Two):
    @staticmethod
    def forward(ctx, a, b):
        ctx.set_materialize_grads(False)
        return a * b, a + b


emit("materialized_zeros", grad_all(lambda a, b: Two.apply(a, b)[0])(x, y))
emit("not_materialized_none", grad_all(lambda a, b: TwoLazy.apply(a, b)[0])(x, y))


class Setup(_Function):
    @staticmethod
    def forward(a, b):
        return a * b

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(*inputs)

    @staticmethod
    def backward(ctx, g):
        a, b = ctx.saved_tensors
        return g * b, g * a


emit("setup_context", grad_all(Setup.apply)(x, y))


class Square(_Function):
    @staticmethod
    def forward(ctx, a):
        ctx.save_for_backward(a)
        return a * a * a

    @staticmethod
    def backward(ctx, g):
        a, = ctx.saved_tensors
        return g * 3 * a * a


emit("grad_of_grad", C.GradOperation()(C.GradOperation()(Square.apply))(x))


class Dirty(_Function):
    @staticmethod
    def forward(ctx, a, b):
        a.add_(1)
        ctx.mark_dirty(a)
        return a + b, a

    @staticmethod
    def backward(ctx, g, ga):
        return g + ga, g * 2


class DirtyNet(nn.Cell):
    def construct(self, a, b):
        a = a * 1
        return Dirty.apply(a, b)


emit("dirty_not_leaf", grad_all(DirtyNet())(x, y))
emit_error("dirty_leaf_error", lambda: grad_all(Dirty.apply)(x, y))


class DirtyOut(Dirty):
    @staticmethod
    def forward(ctx, a, b):
        a.add_(1)
        ctx.mark_dirty(a)
        return a + b


emit_error("dirty_not_output_error", lambda: grad_all(DirtyOut.apply)(x, y))


class Cast(_Function):
    @staticmethod
    def forward(ctx, a, b):
        return a + b

    @staticmethod
    def backward(ctx, g):
        ones = Tensor(np.array([[1, 1], [2, 2], [3, 3]], np.int64))
        return ones, ones


xb = Tensor(np.array([1.0, 2.0], np.float32))
yb = Tensor(np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], np.float32))
emit("auto_cast_and_reduce", grad_all(Cast.apply)(xb, yb))


class Few(_Function):
    @staticmethod
    def forward(ctx, a, b):
        return a * b

    @staticmethod
    def backward(ctx, g):
        return g


class BadType(Few):
    @staticmethod
    def backward(ctx, g):
        return g, 4


class BadShape(Few):
    @staticmethod
    def backward(ctx, g):
        return g, Tensor(np.ones((2, 2, 3), np.float32))


class GradForInt(Few):
    @staticmethod
    def backward(ctx, g):
        return g, g


emit_error("too_few_grads", lambda: grad_all(Few.apply)(x, y))
emit_error("grad_not_tensor", lambda: grad_all(BadType.apply)(x, y))
emit_error("grad_bad_shape", lambda: grad_all(BadShape.apply)(x, y))
emit_error("grad_for_int_input", lambda: grad_all(GradForInt.apply)(x, 3))
