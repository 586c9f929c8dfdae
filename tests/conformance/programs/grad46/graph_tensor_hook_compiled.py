"""Tensor.register_hook inside construct, with a hook function that prints the gradient and appends it to a
module-level list.  MindSpore 2.10's Graph mode compiles the hook into the gradient as graph code: the print is the
graph's Print (the text on one line, the Tensor on the next as `Tensor(shape=[3], dtype=Float32, value=[...])`) and
the list stays empty; its PyNative runs the hook as Python.  msgraph's Graph mode ran the hook as Python when the
graph ran (PyExecute): PyNative's print format (`th [ 4.2   0.65 -7.6 ]`) and the list filled.  The gradients (the
hook's result replacing the gradient) agreed and still do.  (MindSpore's graph Print of a backward writes
after the call returns: each captured call synchronizes, waits 0.5 s and flushes C's stdout before the capture
ends.)"""
import ctypes
import time

import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit, emit_stdout

SEEN = []
_LIBC = ctypes.CDLL(None)


def flushed(fn):
    def run():
        r = fn()
        ms.runtime.synchronize()
        time.sleep(0.5)
        _LIBC.fflush(None)
        return r
    return run


def print_and_scale(grad):
    print("tensor hook grad", grad)
    SEEN.append(grad)
    return grad * 3


def keep(grad):
    print("keep", grad.shape)


class Net(nn.Cell):
    def __init__(self, hook):
        super().__init__()
        self.hook = hook
        self.w = Parameter(Tensor(np.array([1.5, -0.5, 2.0], np.float32)), name="w")

    def construct(self, a, b):
        c = a * self.w * b
        c.register_hook(self.hook)
        return (c * c).sum()


x = Tensor(np.array([0.7, -1.3, 1.9], np.float32))
y = Tensor(np.array([2.0, 0.5, -1.0], np.float32))
for hook in (print_and_scale, keep):
    net = Net(hook)
    del SEEN[:]
    out = []
    emit_stdout(f"{hook.__name__}: printed by grad", flushed(lambda: out.append(ms.grad(net, (0, 1))(x, y))))
    emit(f"{hook.__name__}: grad", out[0])
    emit(f"{hook.__name__}: list", len(SEEN))
    out = []
    emit_stdout(f"{hook.__name__}: printed by value_and_grad with weights",
                flushed(lambda: out.append(ms.value_and_grad(net, 0, net.trainable_params())(x, y))))
    emit(f"{hook.__name__}: value_and_grad", out[0])
