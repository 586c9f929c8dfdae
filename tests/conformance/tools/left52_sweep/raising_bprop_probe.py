"""left52: custom bprop behind ops whose gradient is MindSpore's "bprop not defined" error, TensorShape, if branches.

MODE=graph|pynative.  Custom's bprop returns (5 + x, w + 9) ignoring dout; CustomD's uses dout ((dout * 2 + x, w)).
Prints GradOperation(get_all=True)'s gradients, or the error class and message's first line."""
import os, sys
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, nn
import mindspore.ops.operations as P
MODE = os.environ.get("MODE", "pynative")
ms.set_context(mode=ms.GRAPH_MODE if MODE == "graph" else ms.PYNATIVE_MODE)


class Custom(nn.Cell):
    def construct(self, x, w):
        return x * w
    def bprop(self, x, w, out, dout):
        return 5 + x, w + 9


class CustomD(nn.Cell):
    def construct(self, x, w):
        return x * w
    def bprop(self, x, w, out, dout):
        return dout * 2 + x, w


C = Tensor(np.ones((2, 3), np.float32))
def f_isclose(y):
    return ops.isclose(y, y)

def f_isclose_cast_mul(y):
    return ops.cast(ops.isclose(y, C), ms.float32) * 3

def f_not_isclose(y):
    return ops.logical_not(ops.isclose(y, C))

def f_rint(y):
    return P.Rint()(y)

def f_rint_mul(y):
    return P.Rint()(y) * 2 + 1

def f_heaviside(y):
    return ops.heaviside(y, C)

def f_histc(y):
    return ops.histc(y, 4, 0.0, 10.0)

def f_unique0(y):
    return ops.unique(y)[0]

def f_unique1(y):
    return ops.unique(y)[1]

def f_logical_xor_cast(y):
    return ops.logical_xor(ops.cast(y, ms.bool_), ops.cast(y, ms.bool_))

def f_logical_xor_cmp(y):
    return ops.logical_xor(y > 1, y < 3)

def f_invert(y):
    return ops.invert(ops.cast(y, ms.int32))

def f_invert_cmp(y):
    return ops.invert(ops.cast(y > 1, ms.int32))

def f_bitwise_xor(y):
    return ops.bitwise_xor(ops.cast(y, ms.int32), ops.cast(y, ms.int32))

def f_dyn_shape(y):
    return ops.TensorShape()(y)

def f_dyn_shape_f(y):
    return ops.cast(ops.TensorShape()(y), ms.float32) * 2

def f_shape_mul(y):
    return ops.shape(y)[0] * Tensor(1.0)

def f_isclose_plus_y(y):
    return ops.cast(ops.isclose(y, C), ms.float32) + y

def f_tilde_cmp(y):
    return ops.cast(~(y > 1), ms.float32)

def f_tilde_int(y):
    return ~ops.cast(y, ms.int32)


F = {"isclose": f_isclose, "isclose_cast_mul": f_isclose_cast_mul, "not_isclose": f_not_isclose, "rint": f_rint, "rint_mul": f_rint_mul, "heaviside": f_heaviside, "histc": f_histc, "unique0": f_unique0, "unique1": f_unique1, "logical_xor_cast": f_logical_xor_cast, "logical_xor_cmp": f_logical_xor_cmp, "invert": f_invert, "invert_cmp": f_invert_cmp, "bitwise_xor": f_bitwise_xor, "dyn_shape": f_dyn_shape, "dyn_shape_f": f_dyn_shape_f, "shape_mul": f_shape_mul, "isclose_plus_y": f_isclose_plus_y, "tilde_cmp": f_tilde_cmp, "tilde_int": f_tilde_int}
CELLS = {"c": Custom, "d": CustomD}

x = Tensor(np.array([[0.5, 1.5, 2.5], [-1.0, 3.2, 0.7]], np.float32))
w = Tensor(np.array([[2.0, 1.0, 1.0], [1.0, 1.0, 3.0]], np.float32))


def show(name, net):
    try:
        g = ops.GradOperation(get_all=True)(net)(x, w)
        print(name, [a.asnumpy().ravel()[:3].tolist() for a in g])
    except Exception as e:
        print(name, "ERROR", type(e).__name__, str(e).splitlines()[0][:150] if str(e) else "")


only = sys.argv[1:]
for cname, cell in CELLS.items():
    for name, f in F.items():
        if only and name not in only:
            continue
        class Net(nn.Cell):
            def __init__(self):
                super().__init__()
                self.c = cell()
            def construct(self, x, w):
                return f(self.c(x, w))
        show(f"{cname}:{name}", Net())

# plain (no custom bprop): the raising gradient is needed / is not needed
class Plain1(nn.Cell):
    def construct(self, x, w):
        return x * ops.cast(ops.isclose(w, C), ms.float32)
class Plain2(nn.Cell):
    def construct(self, x, w):
        return x * ops.cast(ops.logical_xor(w > 1, w < 3), ms.float32)
class Plain3(nn.Cell):
    def construct(self, x, w):
        return x * ops.cast(ops.invert(ops.cast(w, ms.int32)), ms.float32)
class Plain4(nn.Cell):
    def construct(self, x, w):
        return x * P.Rint()(w)
for k, net in {"plain_isclose": Plain1, "plain_xor": Plain2, "plain_invert": Plain3, "plain_rint": Plain4}.items():
    if not only or k in only:
        show(k, net())


# a custom bprop inside an if branch
class IfNet(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.c = Custom()
        self.kind = kind
    def construct(self, x, w):
        if x.sum() > 0:
            y = self.c(x, w)
            if self.kind == 0:
                r = ops.floor(y)
            elif self.kind == 1:
                r = ops.cast(y > 1, ms.float32)
            elif self.kind == 2:
                r = y
            else:
                r = ops.isclose(y, C)
        else:
            r = ops.floor(x * 2) if self.kind != 3 else ops.isclose(x, C)
        return r
class IfNet2(nn.Cell):  # the branch condition False: the else branch runs
    def __init__(self):
        super().__init__()
        self.c = Custom()
    def construct(self, x, w):
        if x.sum() > 100:
            r = x * 2
        else:
            r = ops.floor(self.c(x, w))
        return r
for k in range(4):
    if not only or f"if{k}" in only:
        show(f"if{k}", IfNet(k))
if not only or "if_else" in only:
    show("if_else", IfNet2())


class IfOut(nn.Cell):  # the if's result reaches the output only through an op without a gradient
    def __init__(self, kind):
        super().__init__()
        self.c = Custom()
        self.kind = kind
    def construct(self, x, w):
        if x.sum() > 0:
            r = self.c(x, w)
        else:
            r = x * 2
        if self.kind == 0:
            return r > 1
        return ops.isclose(r, C)
for k in range(2):
    if not only or f"if_out{k}" in only:
        show(f"if_out{k}", IfOut(k))
