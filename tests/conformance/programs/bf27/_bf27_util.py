"""Shared helpers of the bf27 programs (bfloat16 Tensors): fixed inputs, and run(label, fn, *args), which emits
fn(*args) called directly in PyNative mode and inside a Cell (compiled) in Graph mode, flushing MindSpore's
pending kernel error first so that each is reported under its own label."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

BF = ms.bfloat16
X = np.array([[0.1, -1.7, 2.3], [3.14159, -0.5, 7.9]], np.float32)
Y = np.array([[1.3, 2.1, -0.7], [0.37, 5.5, -2.2]], np.float32)


def bf(a):
    return Tensor(np.asarray(a, np.float32), BF)


def _conf():
    # looked up at each call: the harness installs a fresh _conf module for every program run
    import _conf
    return _conf


class _C1(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, a):
        return self.fn(a)


class _C2(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, a, b):
        return self.fn(a, b)


def flush():
    for _ in range(2):
        try:
            ops.add(Tensor(1.0), 1.0).asnumpy()
        except Exception:  # noqa: BLE001
            pass
        try:
            ms.runtime.synchronize()
        except Exception:  # noqa: BLE001
            pass


def _synced(fn):
    def call(*args):
        r = fn(*args)
        ms.runtime.synchronize()
        return r
    return call


def _described(fn):
    """fn's result as (dtype text, values as float32): bfloat16 values are exact in float32."""
    def call(*args):
        r = fn(*args)
        if isinstance(r, (tuple, list)):
            return [(str(t.dtype), t.float().asnumpy() if t.dtype == BF else t.asnumpy()) for t in r]
        return str(r.dtype), (r.float().asnumpy() if r.dtype == BF else r.asnumpy())
    return call


def run(label, fn, *args):
    """fn: a function defined with def (MindSpore's Graph mode parses a lambda only on a line of its own)."""
    flush()
    if ms.get_context("mode") == ms.GRAPH_MODE:
        cell = (_C1, _C2)[len(args) - 1](fn)
        _conf().emit_error(label, _described(cell), *args)
    else:
        _conf().emit_error(label, _described(_synced(fn)), *args)
