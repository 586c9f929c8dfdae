"""Shared helpers of the rerun28 programs: call(fn, *args) is fn(*args) called directly in PyNative mode and inside a
Cell's construct (compiled) in Graph mode; run(label, fn, *args) emits it."""
import mindspore as ms
from mindspore import nn


class _Call(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


def call(fn, *args):
    """fn: a function defined with def (MindSpore's Graph mode parses a lambda only on a line of its own)."""
    return _Call(fn)(*args) if ms.get_context("mode") == ms.GRAPH_MODE else fn(*args)


def run(label, fn, *args):
    import _conf   # looked up at each call: the harness installs a fresh _conf module for every program run
    _conf.emit_error(label, call, fn, *args)
