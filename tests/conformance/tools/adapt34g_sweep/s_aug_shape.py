"""Graph-mode in-place augmented assignment where the result's shape differs from the target's (broadcasting)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from h import case, modes


class NAdd(nn.Cell):
    def construct(self, x, y):
        x += y
        return x


class NMul(nn.Cell):
    def construct(self, x, y):
        x *= y
        return x


class NFD(nn.Cell):
    def construct(self, x, y):
        x //= y
        return x


class NLocal(nn.Cell):
    def construct(self, x, y):
        z = x * 1
        z += y
        return z


class NMod(nn.Cell):
    def construct(self, x, y):
        x %= y
        return x


class NFDb(nn.Cell):
    def construct(self, x, y):
        x //= y
        return x


f = np.float32
SH = {
    "0d+2": (np.array(1.0, f), np.array([1.0, 2.0], f)),
    "1+2": (np.array([1.0], f), np.array([1.0, 2.0], f)),
    "2+22": (np.array([1.0, 2.0], f), np.ones((2, 2), f)),
    "21+13": (np.ones((2, 1), f), np.arange(3, dtype=f).reshape(1, 3)),
    "2+0d": (np.array([1.0, 2.0], f), np.array(3.0, f)),
    "22+2": (np.ones((2, 2), f), np.array([1.0, 2.0], f)),
    "0+2": (np.zeros((0,), f), np.array([1.0], f)),
    "i0d+f2": (np.array(5, np.int32), np.array([1.5, 2.0], f)),
}
for mname, mode in modes():
    ms.set_context(mode=mode)
    for N in (NAdd, NMul, NFD, NLocal):
        for k, (a, b) in SH.items():
            case("%s %s %s" % (mname, N.__name__, k), lambda: N()(Tensor(a), Tensor(b)))
    for N in (NMod, NFDb):
        for y in (Tensor(np.array([True, True])), Tensor(np.array([2, 3], np.int32)), 2, 1.5, Tensor(2.0)):
            case("%s %s bool %r" % (mname, N.__name__, y), lambda: N()(Tensor(np.array([True, False])), y))
