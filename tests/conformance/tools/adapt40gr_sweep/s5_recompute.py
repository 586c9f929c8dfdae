"""Recompute variants (st pynative/recompute test_pynative_recompute, compiler/recompute test_cpu_lenet_recompute /
with_jit / with_lazy_inline): gradients with Cell.recompute(), ms.recompute(cell, x), SequentialCell.recompute(),
non-Tensor inputs, dropout-free blocks with Parameters, hooks inside recomputed Cells, in both modes."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, recompute
from _h import case

LOG = []


class Block(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.w = Parameter(Tensor(np.full((4,), k, np.float32)), name="w")

    def construct(self, x):
        return ops.tanh(x * self.w) + ops.sin(x)


class Outer(nn.Cell):
    def __init__(self, mode):
        super().__init__()
        self.blocks = nn.SequentialCell(Block(0.5), Block(1.5), Block(-1.0))
        self.mode = mode
        if mode == "cell":
            for b in self.blocks:
                b.recompute()
        elif mode == "seq":
            self.blocks.recompute()
        elif mode == "seq_kw":
            self.blocks.recompute(mp_comm_recompute=True)

    def construct(self, x, y=None, z=None):
        if self.mode == "fn":
            out = x
            for i in range(3):
                out = recompute(self.blocks[i], out)
            return out.sum()
        return self.blocks(x).sum()


x = Tensor(np.array([0.1, -0.4, 0.7, 1.2], np.float32))
for mode in ("none", "cell", "seq", "seq_kw", "fn"):
    case(f"grad_{mode}", lambda: ms.grad(Outer(mode), grad_position=0, weights=None)(x))
    case(f"grad_w_{mode}", lambda: (lambda n: ms.grad(n, grad_position=None, weights=n.trainable_params())(x))(
        Outer(mode)))
    case(f"fwd_{mode}", lambda: Outer(mode)(x))
case("not_tensor_inputs", lambda: ops.GradOperation()(Outer("seq"))(x, None, (x, x)))
case("not_tensor_inputs_cell", lambda: ops.GradOperation()(Outer("cell"))(x, None, (x, x)))
case("recompute_fn_not_cell", lambda: recompute(lambda t: t * 2, x))
case("recompute_no_args", lambda: recompute(Block(1.0)))
case("recompute_twice_call", lambda: (lambda b: (b.recompute(), b.recompute(), ms.grad(b)(x)))(Block(2.0)))
case("recompute_bad_kw", lambda: Block(1.0).recompute(foo=1))


class Hooked(nn.Cell):
    def __init__(self):
        super().__init__()
        self.b = Block(0.5)
        self.b.recompute()

    def construct(self, x):
        y = self.b(x)
        return (y * y).sum()


def hooked():
    net = Hooked()
    net.b.register_backward_hook(lambda c, gi, go: (gi[0] * 2,))
    return ms.grad(net)(x)


case("recompute_with_bw_hook", hooked)


@ms.jit
def jit_grad(v):
    net = Outer("cell")
    return ms.grad(net)(v)


class JitNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.o = Outer("cell")

    @ms.jit
    def construct(self, v):
        return self.o(v)


case("grad_jit_construct", lambda: ms.grad(JitNet())(x))
case("f16_recompute", lambda: ms.grad(Outer("cell").to_float(ms.float16))(x))
case("f64_input", lambda: ms.grad(Outer("cell"))(Tensor(np.array([0.1, -0.4, 0.7, 1.2]), ms.float64)))
