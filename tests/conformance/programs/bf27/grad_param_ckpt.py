"""Gradients through the ops that take bfloat16 (add, mul, cast, chunk, concat: bfloat16 gradients, exact),
bfloat16 Parameters and a checkpoint round trip of one (it loads back as bfloat16, same values)."""
import os
import tempfile

import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from _conf import emit, emit_error
from _bf27_util import BF, X, Y, bf

FOLLOW_PYNATIVE = {"grad_concat": "MindSpore's Graph mode refuses the bfloat16 slice in Concat's gradient; PyNative "
                                   "computes it"}

x, y = bf(X), bf(Y)


def f_add(a, b):
    return a + b


def f_mul(a, b):
    return a * b


def f_cast(a):
    return a.float() * 3


def f_to_bf16(a):
    return a.bfloat16()


def f_chunk(a):
    return ops.chunk(a, 3, 1)[0]


def f_concat(a):
    return ops.cat((a, a))


class GradCell(nn.Cell):
    """ms.grad of fn at every input (in Graph mode, compiled with the Cell)."""

    def __init__(self, fn, n):
        super().__init__()
        self.fn = fn
        self.pos = tuple(range(n)) if n > 1 else 0

    def construct(self, *args):
        return ms.grad(self.fn, self.pos)(*args)


def grads(fn, *args):
    g = GradCell(fn, len(args))(*args)
    g = g if isinstance(g, tuple) else (g,)
    return [(str(t.dtype), t.float().asnumpy()) for t in g]


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(bf(np.array([[0.5, -1.25, 3.0], [2.0, 0.75, -0.1]], np.float32)), name="w")

    def construct(self, a):
        return a * self.w + a


emit_error("grad_add", grads, f_add, x, y)
emit_error("grad_mul", grads, f_mul, x, y)
emit_error("grad_cast", grads, f_cast, x)
emit_error("grad_to_bf16", grads, f_to_bf16, Tensor(X))
emit_error("grad_chunk", grads, f_chunk, x)
emit_error("grad_concat", grads, f_concat, x)

net = Net()
emit("param", [str(net.w.dtype), net.w.float().asnumpy(), repr(net.w.asnumpy().dtype.name)])
out = net(x)
emit("param_forward", [str(out.dtype), out.float().asnumpy()])
emit_error("param_grad", lambda: [(str(g.dtype), g.float().asnumpy())
                                  for g in ms.grad(net, grad_position=None, weights=net.trainable_params())(x)])

with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "bf16.ckpt")
    ms.save_checkpoint(net, path)
    loaded = ms.load_checkpoint(path)
    emit("ckpt_load", [str(loaded["w"].dtype), loaded["w"].float().asnumpy()])
    net2 = Net()
    net2.w.set_data(bf(np.zeros((2, 3), np.float32)))
    emit("ckpt_into_net", [ms.load_param_into_net(net2, loaded), str(net2.w.dtype), net2.w.float().asnumpy()])
    lr = {"lr": Tensor([[0.01]], BF)}
    ms.save_checkpoint([{"name": "lr", "data": lr["lr"]}], path)
    emit("ckpt_tensor", [str(ms.load_checkpoint(path)["lr"].dtype), ms.load_checkpoint(path)["lr"].float().asnumpy()])
