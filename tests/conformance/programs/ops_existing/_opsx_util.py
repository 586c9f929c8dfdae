"""Shared helpers of the ops_existing programs: run a function inside a Cell (compiled in Graph
mode), emit its outputs and, on request, its gradients (ms.grad with all-ones sensitivities)."""
import mindspore as ms
from mindspore import nn


def _conf():
    # looked up at each call: the harness installs a fresh _conf module for every program run,
    # while this helper module stays cached in sys.modules
    import _conf
    return _conf


class C1(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, a):
        return self.fn(a)


class C2(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, a, b):
        return self.fn(a, b)


class C3(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, a, b, c):
        return self.fn(a, b, c)


def cell(fn, n):
    return (C1, C2, C3)[n - 1](fn)


def check(label, fn, *args, grad=False, rtol=None, atol=None):
    """Emit fn(*args) computed in a Cell; with grad, also the gradients w.r.t. all inputs
    (or the positions given as a tuple)."""
    c = cell(fn, len(args))
    _conf().emit(label, c(*args), rtol=rtol, atol=atol)
    if grad:
        pos = tuple(range(len(args))) if grad is True else grad
        _conf().emit(label + ":grad", ms.grad(c, grad_position=pos)(*args), rtol=rtol, atol=atol)


def error(label, fn, *args):
    """Emit the exception class fn(*args) raises inside a Cell (or its result)."""
    _conf().emit_error(label, cell(fn, len(args)), *args)
