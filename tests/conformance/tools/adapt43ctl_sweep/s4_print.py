"""print / ops.Print inside loops, branches and nested Cells in Graph mode: the printed text and its order around
the case lines (compare the whole outputs, not only the '=>' lines: `diff <(grep -v WARN ms) mg`)."""
import sys
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _h import case, J


def T(v, dt=np.float32):
    return Tensor(np.array(v, dt))


def p_for(x):
    for i in range(3):
        print("it", i, x * i)
        x = x + 1
    return x


def p_tensor_while(x):
    while x.sum() < 6:
        ops.Print()("w:", x)
        x = x * 2
    return x


def p_branch(x):
    for i in range(2):
        if x.sum() > i:
            ops.Print()("gt", i)
        else:
            ops.Print()("le", x)
    return x


def p_scalar_mix(x):
    n = x.shape[0]
    print("n =", n, "dtype", x.dtype)
    ops.Print()("tuple", (x, 1), "list", [2, 3.5])
    return x


def p_nested_break(x):
    for i in range(3):
        for j in range(3):
            if j > i:
                break
            ops.Print()(i, j)
    return x


def p_int_bool_tensors(x):
    ops.Print()(Tensor(3, ms.int32), Tensor([True, False]), T([1.5], np.float16), T([[1, 2]], np.int64))
    return x


class Inner(nn.Cell):
    def construct(self, x, i):
        ops.Print()("inner", i, x)
        return x + i


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Inner()

    def construct(self, x):
        for i in range(2):
            x = self.inner(x, i)
        print("outer done", x)
        return x


for fn in (p_for, p_tensor_while, p_branch, p_scalar_mix, p_nested_break, p_int_bool_tensors):
    for lab, x in (("f32", T([1.0, 2.0])), ("i32", T([1, 2], np.int32))):
        print("BEGIN", fn.__name__, lab, flush=True)
        case(f"{fn.__name__}/{lab}", lambda fn=fn, x=x: J(fn)(x))
        sys.stdout.flush()
print("BEGIN Outer", flush=True)
case("Outer", lambda: Outer()(T([1.0])))
print("BEGIN grad p_for", flush=True)
case("grad/p_for", lambda: ms.grad(J(p_for))(T([1.0, 2.0])))
print("BEGIN grad p_tensor_while", flush=True)
case("grad/p_tensor_while", lambda: ms.grad(J(p_tensor_while))(T([1.0, 2.0])))
