# ops.ForiLoop with unroll=False: first-order gradients work in both modes; a second-order gradient is
# MindSpore's RuntimeError in Graph mode (the loop stays rolled) and works in PyNative.
import numpy as np
import mindspore as ms
from mindspore import ops, nn, Tensor, jit
from _conf import emit, emit_error


def body(index, t):
    out = ops.add(t, 1)
    for _ in range(3):
        out = ops.add(out, index)
    return out * t


class ForiLoopNet(nn.Cell):
    def __init__(self, unroll):
        super().__init__()
        self.fori_loop = ops.ForiLoop()
        self.unroll = unroll

    def construct(self, inputs):
        return self.fori_loop(0, 3, body, inputs, self.unroll)


def run(fn):
    return jit(fn) if ms.get_context("mode") == ms.GRAPH_MODE else fn


def grad1(x):
    return ops.grad(ForiLoopNet(False))(x)


def grad2_unrolled(x):
    return ops.grad(ops.grad(ForiLoopNet(True)))(x)


def grad2_rolled(x):
    return ops.grad(ops.grad(ForiLoopNet(False)))(x)


x = Tensor(np.array([0.5, 1.0, -1.0], np.float32))
emit("forward", ForiLoopNet(False)(x))
emit("grad1", run(grad1)(x), rtol=1e-5)
emit("grad2_unrolled", run(grad2_unrolled)(x), rtol=1e-5)
emit_error("grad2_rolled", lambda: run(grad2_rolled)(x))
