"""A custom-bprop Cell returning None among its outputs (tests/st/pynative/hook/test_hook_grad_with_torch
test_bprop_with_none): PyNative's dout leaves the None outputs out, and one remaining gradient is passed
itself, not as a tuple; ``out`` keeps the None. PyNative only (MindSpore's graph mode passes None in dout)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

MODES = ("pynative",)
SEEN = []


class Three(nn.Cell):
    def construct(self, x):
        return x * 2, None, x * 3

    def bprop(self, x, out, dout):
        SEEN.append(("three", type(dout).__name__, len(dout), out[1] is None))
        return (dout[0] * 3 + dout[-1],)


class Two(nn.Cell):
    def construct(self, x):
        return x * 2, None

    def bprop(self, x, out, dout):
        SEEN.append(("two", type(dout).__name__, tuple(dout.shape), len(out)))
        return (dout * 3,)


class Outer(nn.Cell):
    def __init__(self, inner, k):
        super().__init__()
        self.inner = inner
        self.k = k

    def construct(self, x):
        r = self.inner(x)
        return r[0] + r[-1] * 2 if self.k == 3 else r[0]


x = Tensor(np.array([5.0], np.float32))
emit("three", ms.grad(Outer(Three(), 3))(x))
emit("two", ms.grad(Outer(Two(), 2))(x))
emit("seen", SEEN)
