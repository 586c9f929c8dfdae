"""Item assignment through an alias of a network input under a PyNative gradient (st pynative grad / views tests,
adapted): MindSpore 2.10 raises its RuntimeError "Can not modify tensor id of input tensor from network by assign
value" for a write through a subscript view (`v[1:]`, `v[1:][1:]`) or `Tensor(v)` of the differentiated input, as for
`v[0] = 0` itself; msgraph wrote through (now that `Tensor(v)` shares storage) and returned a gradient (SILENT).
A forward call without a gradient writes in both.  PyNative only (graph code has no views)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

MODES = ("pynative",)


def mk():
    return Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float32))


def direct(v):
    v[0] = 0
    return (v * 2).sum()


def through_slice(v):
    w = v[1:]
    w[0] = 0
    return (v * 2).sum()


def through_slice_of_slice(v):
    w = v[1:][1:]
    w[0] = 0
    return (v * 2).sum()


def through_tensor_ctor(v):
    w = Tensor(v)
    w[0] = 0
    return (v * 2).sum()


class C(nn.Cell):
    def construct(self, x):
        u = Tensor(x)
        u[0] = 0
        return x * 2


# (first: after a refused write MindSpore 2.10's later Tensor(x) in the process no longer shares)
x = mk()
emit("cell forward writes through Tensor(x)", (C()(x), x))
for f in (direct, through_slice, through_slice_of_slice, through_tensor_ctor):
    emit_error(f"grad {f.__name__}", lambda f=f: ms.grad(f)(mk()))
    emit_error(f"value_and_grad {f.__name__}", lambda f=f: ms.value_and_grad(f)(mk()))
emit_error("cell grad", lambda: ms.grad(C())(mk()))
