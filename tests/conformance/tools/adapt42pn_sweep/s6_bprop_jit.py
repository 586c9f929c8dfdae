"""Custom-bprop Cells called from @ms.jit code (jit functions, jit constructs) differentiated in PyNative or Graph
mode: bprop results of other dtypes / shapes / counts, None, numbers; out / dout use.  (Classes written out: graph
code parses each bprop's source.)"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case

x = Tensor(np.array([1.0, 2.0, 3.0]), ms.float32)
y = Tensor(np.array([4.0, 5.0, 6.0]), ms.float32)
CLASSES = {}


class C_ok(nn.Cell):
    def construct(self, a, b):
        return a * b + a

    def bprop(self, a, b, out, dout):
        return (dout * b, dout * a)


CLASSES["ok"] = C_ok


class C_uses_out(nn.Cell):
    def construct(self, a, b):
        return a * b + a

    def bprop(self, a, b, out, dout):
        return (out * dout, dout)


CLASSES["uses_out"] = C_uses_out


class C_f16(nn.Cell):
    def construct(self, a, b):
        return a * b + a

    def bprop(self, a, b, out, dout):
        return ((dout * 2).astype(ms.float16), dout)


CLASSES["f16"] = C_f16


class C_f64(nn.Cell):
    def construct(self, a, b):
        return a * b + a

    def bprop(self, a, b, out, dout):
        return ((dout * 2).astype(ms.float64), dout)


CLASSES["f64"] = C_f64


class C_int(nn.Cell):
    def construct(self, a, b):
        return a * b + a

    def bprop(self, a, b, out, dout):
        return ((dout * 2).astype(ms.int32), dout)


CLASSES["int"] = C_int


class C_shape_0d(nn.Cell):
    def construct(self, a, b):
        return a * b + a

    def bprop(self, a, b, out, dout):
        return (dout.sum(), dout)


CLASSES["shape_0d"] = C_shape_0d


class C_shape_row(nn.Cell):
    def construct(self, a, b):
        return a * b + a

    def bprop(self, a, b, out, dout):
        return (dout.reshape(1, 3), dout)


CLASSES["shape_row"] = C_shape_row


class C_one_only(nn.Cell):
    def construct(self, a, b):
        return a * b + a

    def bprop(self, a, b, out, dout):
        return (dout,)


CLASSES["one_only"] = C_one_only


class C_three(nn.Cell):
    def construct(self, a, b):
        return a * b + a

    def bprop(self, a, b, out, dout):
        return (dout, dout, dout)


CLASSES["three"] = C_three


class C_none_second(nn.Cell):
    def construct(self, a, b):
        return a * b + a

    def bprop(self, a, b, out, dout):
        return (dout, None)


CLASSES["none_second"] = C_none_second


class C_number(nn.Cell):
    def construct(self, a, b):
        return a * b + a

    def bprop(self, a, b, out, dout):
        return (1.5, dout)


CLASSES["number"] = C_number


class C_not_tuple(nn.Cell):
    def construct(self, a, b):
        return a * b + a

    def bprop(self, a, b, out, dout):
        return dout


CLASSES["not_tuple"] = C_not_tuple


for name, cls in CLASSES.items():
    def plain(cls=cls):
        return ops.GradOperation(get_all=True)(cls())(x, y)

    def injit(cls=cls):
        c = cls()

        @ms.jit
        def f(a, b):
            return c(a, b) * 2

        return ms.grad(f, grad_position=(0, 1))(x, y)

    class Outer(nn.Cell):
        def __init__(self, cls=cls):
            super().__init__()
            self.c = cls()

        @ms.jit
        def construct(self, a, b):
            return self.c(a, b) + self.c(b, a)

    case("bp_%s_plain" % name, plain)
    case("bp_%s_jitfn" % name, injit)
    case("bp_%s_jitconstruct" % name, lambda: ops.GradOperation(get_all=True)(Outer())(x, y))
