"""compiler/control variants of test_high_order_control / test_for_half_unroll / test_cont_break: second-order
gradients through while / for / if (non-zero second derivatives), augmented assignment of 0-d Tensors in loops
over tuples of Tensors, int dtypes, nested grads with get_all, break / continue combos."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, jit
from mindspore.common import dtype
import mindspore.ops.functional as F
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


class WhileSq(nn.Cell):
    def construct(self, x):
        while x < 10:
            x = x * x + 1
        return x


for v in [1.0, 2.5, 12.0]:
    case("while_sq_g1_%s" % v, lambda v=v: F.grad(WhileSq())(Tensor(v, dtype.float32)))
    case("while_sq_g2_%s" % v, lambda v=v: F.grad(F.grad(WhileSq()))(Tensor(v, dtype.float32)))


class IfCube(nn.Cell):
    def construct(self, x):
        if x > 1:
            y = x * x * x
        else:
            y = ops.sin(x)
        return y


for v in [2.0, 0.5]:
    case("if_cube_g2_%s" % v, lambda v=v: F.grad(F.grad(IfCube()))(Tensor(v, dtype.float32)))
    case("if_cube_g3_%s" % v, lambda v=v: F.grad(F.grad(F.grad(IfCube())))(Tensor(v, dtype.float32)))


class ForPow(nn.Cell):
    def construct(self, x, y):
        out = x
        for _ in range(3):
            if out < 100:
                out = out * y
        return out


case("for_pow_g1", lambda: F.grad(ForPow(), grad_position=(0, 1))(f32(2.0), f32(3.0)))
case("for_pow_g2", lambda: F.grad(F.grad(ForPow(), grad_position=1), grad_position=1)(f32(2.0), f32(3.0)))


class HalfUnroll(nn.Cell):
    def __init__(self, arr):
        super().__init__()
        self.array = arr

    def construct(self, x):
        output = x
        for i in self.array:
            if i < 10:
                output += i
            else:
                output -= i
        return output


for lab, arr, x in [("i32", (Tensor(np.array(10).astype(np.int32)), Tensor(np.array(5).astype(np.int32))), Tensor(np.array(10).astype(np.int32))),
                    ("f32", (Tensor(np.array(10.5).astype(np.float32)), Tensor(np.array(-5.5).astype(np.float32))), Tensor(np.array(1.0).astype(np.float32))),
                    ("mix", (Tensor(np.array(3).astype(np.int32)), Tensor(np.array(2.5).astype(np.float32))), Tensor(np.array(1).astype(np.int32))),
                    ("vec", (Tensor(np.array([3]).astype(np.int32)), Tensor(np.array([12]).astype(np.int32))), Tensor(np.array([1, 2]).astype(np.int32)))]:
    case("half_unroll_" + lab, lambda arr=arr, x=x: HalfUnroll(arr)(x))


class ContBreak(nn.Cell):
    def construct(self, x):
        i = Tensor(0)
        s = x * 0
        while i < 10:
            i = i + 1
            if i % 3 == 0:
                continue
            if i > 7:
                break
            s = s + x * i
        return s, i


case("cont_break_fwd", lambda: ContBreak()(f32(1.0, 2.0)))
case("cont_break_grad", lambda: F.grad(lambda v: ContBreak()(v)[0])(f32(1.0, 2.0)) if False else ms.grad(ContBreak())(f32(1.0, 2.0)))


class ForBreakElse(nn.Cell):
    def construct(self, x):
        for i in range(5):
            if x[i] < 0:
                x = x * 2
                break
            x = x + 1
        return x


case("for_break_fwd_a", lambda: ForBreakElse()(f32(1.0, 2.0, -1.0, 3.0, 4.0)))
case("for_break_fwd_b", lambda: ForBreakElse()(f32(1.0, 2.0, 1.0, 3.0, 4.0)))
case("for_break_grad", lambda: ms.grad(ForBreakElse())(f32(1.0, 2.0, -1.0, 3.0, 4.0)))


class WhileIfElifGrad(nn.Cell):
    def construct(self, x, y):
        while x < y:
            if x < 1:
                x = x + 0.5
            elif x < 3:
                x = x * 2
            else:
                x = x * x
        return x


for a, b in [(0.2, 5.0), (2.0, 3.0), (3.5, 20.0)]:
    case("wie_g_%s_%s" % (a, b), lambda a=a, b=b: F.grad(WhileIfElifGrad(), grad_position=(0, 1))(f32(a), f32(b)))
    case("wie_g2_%s_%s" % (a, b), lambda a=a, b=b: F.grad(F.grad(WhileIfElifGrad()))(f32(a), f32(b)))


@jit
def aug_tuple(x, t):
    for v in t:
        x += v
        x *= 2
    return x


case("aug_tuple_f", lambda: aug_tuple(f32(1.0), (f32(1.0), f32(2.0))))
case("aug_tuple_grad", lambda: ms.grad(aug_tuple, (0, 1))(f32(1.0), (f32(1.0), f32(2.0))))
