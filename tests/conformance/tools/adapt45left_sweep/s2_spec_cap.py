"""Value-specialized integer Tensor inputs under gradients (nested in a Cell, GradOperation() first input only,
sens, jit functions) and sums / means of captured constant and argument integer Tensors in graph code (Graph mode's
dtype of Tensor.sum / ops.sum / ReduceSum for uint8 / int8 / bool / uint16 / int32, constants vs arguments)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _h import case

XF = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))


class Red(nn.Cell):
    def construct(self, x, ax):
        return P.ReduceSum()(x, ax)


class RedFirst(nn.Cell):
    def construct(self, ax, x):
        return P.ReduceSum()(x, ax) * 2


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.g = ops.GradOperation(get_all=True)
        self.net = Red()

    def construct(self, x, ax):
        return self.g(self.net)(x, ax)


class Ones(nn.Cell):
    def construct(self, x, n):
        return x * ops.ones(n, ms.float32).sum()


class Tile(nn.Cell):
    def construct(self, x, m):
        return ops.tile(x, tuple(m.asnumpy().tolist())) if False else x.sum(axis=int(m[0])) * 3


case("spec.outer_cell", lambda: Outer()(XF, Tensor([1])))
case("spec.first_input_only", lambda: ops.GradOperation()(RedFirst())(Tensor([0]), XF))
case("spec.first_input_getall", lambda: ops.GradOperation(get_all=True)(RedFirst())(Tensor([0]), XF))
case("spec.sens", lambda: ops.GradOperation(get_all=True, sens_param=True)(Red())(XF, Tensor([0]),
                                                                               Tensor(np.ones(3, np.float32))))
case("spec.two_d_axis", lambda: ops.GradOperation(get_all=True)(Red())(XF, Tensor([[0, 1]])))
case("spec.ones_n", lambda: ops.GradOperation(get_all=True)(Ones())(XF, Tensor(3)))
case("spec.msgrad_pos0", lambda: ms.grad(Red(), grad_position=0)(XF, Tensor([1])))
case("spec.vg_pos1", lambda: ms.value_and_grad(Red(), grad_position=1)(XF, Tensor([1])))


@ms.jit
def jred(x, ax):
    return P.ReduceSum()(x, ax)


case("spec.jit_fn_getall", lambda: ops.GradOperation(get_all=True)(jred)(XF, Tensor([1])))


def jsum(x, ax):
    return P.ReduceSum()(x, ax)


case("spec.msgrad_fn", lambda: ms.grad(jsum, grad_position=(0, 1))(XF, Tensor([0])))

CS = {"u8": np.array([[200, 100, 3], [4, 5, 6]], np.uint8), "i8": np.array([[100, 100, -3], [4, 5, 6]], np.int8),
      "bool": np.array([[True, False, True], [True, True, False]]), "u16": np.array([[60000, 10000, 3], [4, 5, 6]], np.uint16),
      "i16": np.array([[30000, 10000, 3], [4, 5, 6]], np.int16), "i32": np.array([[1, 2, 3], [4, 5, 6]], np.int32),
      "u32": np.array([[1, 2, 3], [4, 5, 6]], np.uint32)}


class CapSum(nn.Cell):
    def __init__(self, c, kind):
        super().__init__()
        self.c = Tensor(c)
        self.kind = kind

    def construct(self, x):
        c = self.c
        if self.kind == 0:
            r = c.sum()
        elif self.kind == 1:
            r = c.sum(0)
        elif self.kind == 2:
            r = ops.sum(c, 0)
        elif self.kind == 3:
            r = P.ReduceSum()(c)
        elif self.kind == 4:
            r = c.sum(1, keepdims=True)
        elif self.kind == 5:
            r = ops.ReduceSum(True)(c, 1)
        elif self.kind == 6:
            r = c.mean()
        elif self.kind == 7:
            r = c.sum(dtype=ms.int32)
        else:
            r = c.prod()
        return r, x + 1


class ArgSum(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.kind = kind

    def construct(self, c):
        if self.kind == 0:
            return c.sum()
        if self.kind == 1:
            return c.sum(0)
        if self.kind == 2:
            return ops.sum(c, 0)
        return P.ReduceSum()(c)


KINDS = ["sum", "sum0", "opssum0", "ReduceSum", "sum1_keep", "ReduceSum_keep", "mean", "sum_dtype_i32", "prod"]
for cn, c in CS.items():
    for k, kn in enumerate(KINDS):
        case(f"cap.{cn}.{kn}", lambda c=c, k=k: CapSum(c, k)(Tensor(1.0))[0])
    for k, kn in enumerate(KINDS[:4]):
        case(f"arg.{cn}.{kn}", lambda c=c, k=k: ArgSum(k)(Tensor(c)))

G = Tensor(np.array([[200, 100, 3], [4, 5, 6]], np.uint8))


@ms.jit
def jglobal(x):
    return G.sum(), ops.sum(G, 1), x


case("cap.global_jit.u8", lambda: jglobal(Tensor(1.0))[:2])


class CapAdd(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c = Tensor(CS["u8"])

    def construct(self, x):
        return self.c.sum() + x


case("cap.add_int64.u8", lambda: CapAdd()(Tensor(1, ms.int64)))
case("cap.add_uint64.u8", lambda: CapAdd()(Tensor(1, ms.uint64)))
case("cap.add_f32.u8", lambda: CapAdd()(Tensor(1.0, ms.float32)))


class CapMean(nn.Cell):
    def __init__(self, c, kind):
        super().__init__()
        self.c = Tensor(c)
        self.kind = kind

    def construct(self, x):
        c = self.c
        if self.kind == 0:
            r = ops.mean(c)
        elif self.kind == 1:
            r = P.ReduceMean()(c, 0)
        elif self.kind == 2:
            r = c.mean(1)
        elif self.kind == 3:
            r = ops.amax(c)
        elif self.kind == 4:
            r = c.prod(0)
        elif self.kind == 5:
            r = ops.prod(c)
        elif self.kind == 6:
            r = c.sum(dtype=ms.float16)
        elif self.kind == 7:
            r = ops.amin(c, 1)
        else:
            r = c.max()
        return r, x + 1


for cn in ("bool", "u8", "i8"):
    for k, kn in enumerate(["opsmean", "ReduceMean0", "mean1", "amax", "prod0", "opsprod", "sum_f16", "amin1", "max"]):
        case(f"capm.{cn}.{kn}", lambda c=CS[cn], k=k: CapMean(c, k)(Tensor(1.0))[0])
