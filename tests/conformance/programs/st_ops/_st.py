"""Helpers of the st_ops programs (adapted from MindSpore's tests/st/ops/cpu): run an op inside a
Cell (compiled in Graph mode), emit its outputs and, on request, its gradients."""
import mindspore as ms
from mindspore import nn


def _conf():
    import _conf  # looked up per call: the harness installs a fresh _conf per program
    return _conf


class OpCell(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


def check(label, fn, *args, grad=False, rtol=None, atol=None):
    c = OpCell(fn)
    _conf().emit(label, c(*args), rtol=rtol, atol=atol)
    if grad:
        pos = tuple(range(len(args))) if grad is True else grad
        _conf().emit(label + ":grad", ms.grad(c, grad_position=pos)(*args), rtol=rtol, atol=atol)


def error(label, fn, *args):
    _conf().emit_error(label, OpCell(fn), *args)
