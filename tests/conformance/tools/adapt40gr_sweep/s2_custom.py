"""`_Function` custom autograd variants (st pynative/grad test_custom_function_grad, test_custom_cpp_function_grad):
gradients of other shapes (auto reduce / broadcast), dtypes (auto cast), None / numbers, counts, ctx features."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, _Function
from mindspore.ops import composite as C
from _h import case

x = Tensor([3, 3, 3], ms.float32)
y = Tensor([[1, 2, 3], [1, 2, 3], [1, 2, 3]], ms.float32)
G = C.GradOperation(get_all=True)


def make(gx, gy, fwd=lambda a, b: a + b):
    class F(_Function):
        @staticmethod
        def forward(ctx, a, b):
            return fwd(a, b)

        @staticmethod
        def backward(ctx, *args):
            return gx() if callable(gx) else gx, gy() if callable(gy) else gy
    return F()


M33 = [[1., 1., 1.], [1., 1., 1.], [2., 2., 2.]]
for dn, dt in (("f32", ms.float32), ("f16", ms.float16), ("f64", ms.float64), ("i64", ms.int64), ("i32", ms.int32),
               ("bool", ms.bool_)):
    case(f"auto_reduce_{dn}", lambda: G(make(Tensor(M33, dt), Tensor(M33, dt)).apply)(x, y))
case("reduce_exc", lambda: G(make(Tensor(np.ones((3, 4), np.float32)), Tensor(M33, ms.float32)).apply)(x, y))
case("grad_1x3_for_3", lambda: G(make(Tensor([[1., 2., 3.]]), Tensor(M33)).apply)(x, y))
case("grad_3x1_for_3", lambda: G(make(Tensor([[1.], [2.], [3.]]), Tensor(M33)).apply)(x, y))
case("grad_scalar_for_3", lambda: G(make(Tensor(2.0), Tensor(M33)).apply)(x, y))
case("grad_scalar_for_33", lambda: G(make(Tensor(np.ones(3, np.float32)), Tensor(2.0)).apply)(x, y))
case("grad_1_for_3", lambda: G(make(Tensor([5.0]), Tensor(M33)).apply)(x, y))
case("grad_3_for_33", lambda: G(make(Tensor(np.ones(3, np.float32)), Tensor([1., 2., 3.])).apply)(x, y))
case("grad_none_x", lambda: G(make(None, Tensor(M33)).apply)(x, y))
case("grad_none_both", lambda: G(make(None, None).apply)(x, y))
case("grad_number_x", lambda: G(make(2.0, Tensor(M33)).apply)(x, y))
case("grad_numpy_x", lambda: G(make(np.ones(3, np.float32), Tensor(M33)).apply)(x, y))


class TooFew(_Function):
    @staticmethod
    def forward(ctx, a, b):
        return a * b

    @staticmethod
    def backward(ctx, g):
        return g


class TooMany(_Function):
    @staticmethod
    def forward(ctx, a, b):
        return a * b

    @staticmethod
    def backward(ctx, g):
        return g, g, g


class AsList(_Function):
    @staticmethod
    def forward(ctx, a, b):
        return a * b

    @staticmethod
    def backward(ctx, g):
        return [g * 2, g * 3]


class Saved(_Function):
    @staticmethod
    def forward(ctx, a, b):
        ctx.save_for_backward(a, b)
        return a * b

    @staticmethod
    def backward(ctx, g):
        a, b = ctx.saved_tensors
        return g * b, g * a


class Needs(_Function):
    @staticmethod
    def forward(ctx, a, b):
        return a * b

    @staticmethod
    def backward(ctx, g):
        return (g if ctx.needs_input_grad[0] else None), (g * 2 if ctx.needs_input_grad[1] else None)


class TwoOut(_Function):
    @staticmethod
    def forward(ctx, a, b):
        return a * 2, b * 3

    @staticmethod
    def backward(ctx, g1, g2):
        return g1 * 2, g2 * 3


class NonDiff(_Function):
    @staticmethod
    def forward(ctx, a, b):
        o1, o2 = a * 2, b * 3
        ctx.mark_non_differentiable(o2)
        return o1, o2

    @staticmethod
    def backward(ctx, g1, g2):
        return g1 * 2, (g2 if g2 is not None else ops.zeros_like(b0)) * 0 + 7


b0 = Tensor(np.ones(3, np.float32))


class NoMat(_Function):
    @staticmethod
    def forward(ctx, a, b):
        ctx.set_materialize_grads(False)
        return a * 2, b * 3

    @staticmethod
    def backward(ctx, g1, g2):
        return (g1 * 2 if g1 is not None else None), (g2 * 3 if g2 is not None else Tensor(-1.0))


a3 = Tensor([1., 2., 3.], ms.float32)
b3 = Tensor([4., 5., 6.], ms.float32)
case("too_few", lambda: G(TooFew.apply)(a3, b3))
case("too_many", lambda: G(TooMany.apply)(a3, b3))
case("as_list", lambda: G(AsList.apply)(a3, b3))
case("saved", lambda: G(Saved.apply)(a3, b3))
case("needs_first", lambda: C.GradOperation()(Needs.apply)(a3, b3))
case("needs_all", lambda: G(Needs.apply)(a3, b3))
case("two_out", lambda: G(TwoOut.apply)(a3, b3))
case("two_out_first_used", lambda: G(lambda a, b: TwoOut.apply(a, b)[0])(a3, b3))
case("non_diff", lambda: G(lambda a, b: NonDiff.apply(a, b)[0] + NonDiff.apply(a, b)[1])(a3, b3))
case("no_materialize", lambda: G(lambda a, b: NoMat.apply(a, b)[0])(a3, b3))
case("fwd_value", lambda: TwoOut.apply(a3, b3))
case("int_input_grad", lambda: G(Saved.apply)(Tensor([1, 2, 3], ms.int32), b3))
case("f16_input_grad", lambda: G(Saved.apply)(Tensor([1, 2, 3], ms.float16), Tensor([1, 2, 3], ms.float16)))
case("number_input", lambda: G(Saved.apply)(a3, 2.0))
case("vag", lambda: ms.value_and_grad(Saved.apply, grad_position=(0, 1))(a3, b3))
case("grad_pos1", lambda: ms.grad(Saved.apply, grad_position=1)(a3, b3))
case("grad_of_sum", lambda: ms.grad(lambda a, b: Saved.apply(a, b).sum())(a3, b3))


@ms.jit
def jit_apply(a, b):
    return Saved.apply(a, b)


class CellApply(ms.nn.Cell):
    def construct(self, a, b):
        return Saved.apply(a, b) * 2


case("jit_apply_fwd", lambda: jit_apply(a3, b3))
case("jit_apply_grad", lambda: G(jit_apply)(a3, b3))
case("cell_apply_fwd", lambda: CellApply()(a3, b3))
case("cell_apply_grad", lambda: G(CellApply())(a3, b3))
