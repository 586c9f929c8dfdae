"""Backward hooks of a Cell that also has forward hooks (MindSpore's hook tutorial,
tutorials/source_en/custom_program/hook_program.md, measured on MindSpore 2.10): grad_input is the gradient at the
inputs after the forward pre-hooks, grad_output the gradient at the output after the forward hooks (a forward hook
doubling the output leaves grad_output undoubled).  msgraph passed the forward hooks' gradient to grad_output."""
import numpy as np
import mindspore as ms
from mindspore import nn
from _conf import emit

MODES = ("pynative",)
log = []


def pre(cell, inputs):
    return inputs[0] * 3


def post(cell, inputs, outputs):
    log.append(("post_in", [t.asnumpy().tolist() for t in inputs], outputs.asnumpy().tolist()))
    return outputs * 2


def bpre(cell, gout):
    log.append(("bpre", [g.asnumpy().tolist() for g in gout]))


def bhook(cell, gin, gout):
    log.append(("bhook", [g.asnumpy().tolist() for g in gin], [g.asnumpy().tolist() for g in gout]))


class Inner(nn.Cell):
    def construct(self, x):
        return x * x


class Net(nn.Cell):
    def __init__(self, use_pre, use_post):
        super().__init__()
        self.inner = Inner()
        if use_pre:
            self.inner.register_forward_pre_hook(pre)
        if use_post:
            self.inner.register_forward_hook(post)
        self.inner.register_backward_pre_hook(bpre)
        self.inner.register_backward_hook(bhook)

    def construct(self, x):
        return self.inner(x) * 5


for a, b in [(False, False), (True, False), (False, True), (True, True)]:
    log.clear()
    g = ms.grad(Net(a, b))(ms.Tensor(np.array([1.0, 2.0], np.float32)))
    emit(f"grad_pre{a}_post{b}", g)
    emit(f"log_pre{a}_post{b}", log)


class Tutorial(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU()
        self.relu.register_forward_hook(lambda cell, inputs, outputs: outputs + outputs)
        self.relu.register_backward_pre_hook(bpre)
        self.relu.register_backward_hook(bhook)

    def construct(self, x, y):
        return self.relu(x + y)


log.clear()
one = ms.Tensor(np.ones([1]).astype(np.float32))
emit("tutorial_grads", ms.grad(Tutorial(), grad_position=(0, 1))(one, one))
emit("tutorial_log", log)
