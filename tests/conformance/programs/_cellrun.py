"""Run-in-a-Cell helpers shared by programs of several directories (the harness puts programs/ on sys.path).

``run(label, fn, *args)`` emits ``fn(*args)`` called directly in PyNative mode and from inside a Graph-mode Cell
(compiled) in Graph mode, flushing MindSpore's pending kernel error first so that each error is reported under its
own label.  ``describe`` wraps the call to turn its result into what is emitted."""
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


def synced(fn):
    """fn, then MindSpore's pending kernel error (PyNative launches asynchronously): raised under fn's label."""
    def call(*args):
        r = fn(*args)
        ms.runtime.synchronize()
        return r
    return call


def run(label, fn, *args, describe=None):
    """fn: a function defined with def (MindSpore's Graph mode parses a lambda only on a line of its own)."""
    flush()
    if ms.get_context("mode") == ms.GRAPH_MODE:
        call = (_C1, _C2, _C3)[len(args) - 1](fn)
    else:
        call = synced(fn)
    _conf().emit_error(label, describe(call) if describe else call, *args)
