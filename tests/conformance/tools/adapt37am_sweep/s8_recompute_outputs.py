"""recompute + outermost outputs: Cell.recompute() / Primitive.recompute() / ops.recompute with gradients and side
effects (a recomputed block that assigns or prints: does the effect run twice?), recompute on a cell called twice,
argument checks; outermost outputs of every kind (None, nested dicts, Parameters, the input itself, scalars)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, jit
from mindspore.ops import operations as P
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(2.0, 3.0), name="bw")
        self.mul = P.Mul()
        self.c = Parameter(f32(0.0), name="bc", requires_grad=False)

    def construct(self, x):
        ops.assign_add(self.c, f32(1.0))
        return ops.tanh(self.mul(x, self.w))


class Net(nn.Cell):
    def __init__(self, mode):
        super().__init__()
        self.b = Block()
        if mode == "cell":
            self.b.recompute()
        elif mode == "prim":
            self.b.mul.recompute()

    def construct(self, x):
        y = self.b(x)
        return (y * y).sum()


for mode in ("none", "cell", "prim"):
    n = Net(mode)
    case("rc_%s_grad" % mode, lambda: (ms.grad(n, 0, n.trainable_params())(f32(0.5, -0.5)), n.b.c.value()))
    case("rc_%s_fwd" % mode, lambda: (n(f32(0.5, -0.5)), n.b.c.value()))


class Twice(nn.Cell):
    def __init__(self):
        super().__init__()
        self.b = Block()
        self.b.recompute()

    def construct(self, x):
        return (self.b(x) + self.b(x * 2)).sum()


tw = Twice()
case("rc_twice_grad", lambda: (ms.grad(tw, 0)(f32(0.1, 0.2)), tw.b.c.value()))


class PrintBlock(nn.Cell):
    def construct(self, x):
        print("in block", x)
        return x * x


class PNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.b = PrintBlock()
        self.b.recompute()

    def construct(self, x):
        return self.b(x).sum()


case("rc_print_grad", lambda: ms.grad(PNet())(f32(1.0, 2.0)))


def fn_block(x):
    return ops.sin(x) * x


class FnRc(nn.Cell):
    def construct(self, x):
        return ops.recompute(fn_block, x) if hasattr(ops, "recompute") else fn_block(x)


case("ops_recompute_grad", lambda: ms.grad(FnRc())(f32(1.0, 2.0)))
case("recompute_bad_arg", lambda: Block().recompute(mp_comm_recompute=1))
case("prim_recompute_bad", lambda: P.Mul().recompute(mode=1))


@jit
def out_none(x, y):
    return None, x + y, None


@jit
def out_dict(x):
    return {"a": x, "b": {"c": x * 2, "d": (x, None)}, "e": [1, "s"]}


@jit
def out_input(x, y):
    return x, y, (x,)


@jit
def out_scalars(x):
    return 1, 2.5, True, "str", (), [], {}


pp = Parameter(f32(1.0), name="pp_out")


@jit
def out_param(x):
    return pp, x * pp


case("out_none", lambda: out_none(Tensor(1), Tensor(2)))
case("out_dict", lambda: out_dict(f32(1.0)))
case("out_input", lambda: out_input(f32(1.0), f32(2.0)))
case("out_input_is", lambda: (lambda a: out_input(a, a)[0] is a)(f32(1.0)))
case("out_scalars", lambda: out_scalars(f32(1.0)))
case("out_param", lambda: out_param(f32(3.0)))
case("out_param_type", lambda: type(out_param(f32(3.0))[0]).__name__)


class OutCell(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0, 2.0), name="ow")

    def construct(self, x):
        return self.w, {"w": self.w, "x": x}, [self.w * 1]


case("out_cell_param", lambda: OutCell()(f32(1.0)))
case("out_cell_param_type", lambda: type(OutCell()(f32(1.0))[0]).__name__)
