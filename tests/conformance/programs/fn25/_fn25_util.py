"""Shared helpers of the fn25 programs: the sweep's inputs (mk), and run(label, fn, *args), which emits fn(*args)
called directly in PyNative mode and inside a Cell (compiled) in Graph mode, flushing MindSpore's pending kernel
error first so that it is reported under its own label."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops


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


class _C3(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, a, b, c):
        return self.fn(a, b, c)


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
    """fn, then MindSpore's pending kernel error (PyNative launches asynchronously): raised under fn's label."""
    def call(*args):
        r = fn(*args)
        ms.runtime.synchronize()
        return r
    return call


def mk(dt, shape):
    n = int(np.prod(shape)) if shape else 1
    a = (np.arange(n) % 7 - 2).astype(np.float64) * 0.75 + 0.5
    if dt == "bool":
        a = a > 0.6
    elif dt == "uint8":
        a = np.abs(np.round(a))
    elif dt.startswith("int"):
        a = np.round(a)
    return Tensor(a.astype(dt).reshape(shape))


def run(label, fn, *args):
    """fn: a function defined with def (MindSpore's Graph mode parses a lambda only on a line of its own)."""
    flush()
    if ms.get_context("mode") == ms.GRAPH_MODE:
        _conf().emit_error(label, (_C1, _C2, _C3)[len(args) - 1](fn), *args)
    else:
        _conf().emit_error(label, _synced(fn), *args)
