"""tests/st/compiler/morph/test_morph.py adapted: ``ops.Morph(fn, infer_shape, infer_dtype, bprop_fn=None)`` runs
``fn`` in Graph mode (keyword arguments, defaults, gradients through ``fn`` or by ``bprop_fn``) and is a
RuntimeError when called from PyNative code; msgraph had no ops.Morph (AttributeError)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit, emit_error


def infer(*args):
    return args[0]


default_b = Tensor(2.0, ms.float32)
default_c = Tensor(3.0, ms.float32)


def mul_by(k):
    def inner(a, b=default_b, c=default_c):
        return k * a * b * c
    return inner


def fn(x, y):
    return x * y + 1


def bprop_fn(x, y, out, dout):
    return dout * 2, dout * y * 3


class KwNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w0 = Parameter(Tensor(np.array([1.0, 2.0, 3.0]), ms.float32), name="w0")
        self.w1 = Parameter(Tensor(np.array([4.0, 5.0, 6.0]), ms.float32), name="w1")
        self.m = ops.Morph(mul_by(10), infer, infer)

    def construct(self, x):
        o = self.m(x * self.w0, c=default_c)
        o = self.m(o)
        return o * self.w1


class BpropNet(nn.Cell):
    def __init__(self, with_bprop):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0]), ms.float32), name="w")
        self.m = ops.Morph(fn, infer, infer, bprop_fn if with_bprop else None)

    def construct(self, x):
        return self.m(x * self.w, x) * 2


M = ops.Morph(fn, infer, infer)


@ms.jit
def in_jit(a):
    return M(a, a)


x3 = Tensor(np.array([7.0, 8.0, 9.0]), ms.float32)
x2 = Tensor(np.array([3.0, 4.0]), ms.float32)
if ms.get_context("mode") == ms.GRAPH_MODE:
    net = KwNet()
    emit("kw_forward", net(x3))
    emit("kw_grads", ops.GradOperation(get_all=True, get_by_list=True)(net, net.trainable_params())(x3))
    for with_bprop in (False, True):
        net = BpropNet(with_bprop)
        emit(f"bprop_{with_bprop}_forward", net(x2))
        emit(f"bprop_{with_bprop}_grads",
             ops.GradOperation(get_all=True, get_by_list=True)(net, net.trainable_params())(x2))
else:
    emit_error("pynative_call_keyword", KwNet(), x3)
    emit_error("pynative_call", BpropNet(False), x2)
    emit("in_jit", in_jit(x2))


def with_default(x, y=1):
    return x


emit_error("bprop_with_default", ops.Morph, with_default, infer, infer, bprop_fn)
