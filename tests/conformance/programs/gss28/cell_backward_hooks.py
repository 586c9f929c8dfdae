"""graph_state_sweep (gss28): a Cell's ``register_backward_hook`` / ``register_backward_pre_hook`` in Graph mode.
MindSpore 2.10 compiles them as PyNative runs them (msgraph's Graph mode ignored them): the pre-hook may replace
the gradient of the Cell's outputs (grad_output, taken after the forward hooks), the hook the gradients of its
Tensor inputs (grad_input, after the forward pre-hooks); the Parameters inside get their gradients as usual."""
import numpy as np
import mindspore as ms
from mindspore import nn
from _conf import emit, emit_stdout
from _gss28_util import Scale, xf


class Two(nn.Cell):
    def construct(self, x, y):
        return x * y


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Scale()
        self.two = Two()

    def construct(self, x):
        return self.inner(x) + self.two(x, x * 2)


def bwd_scale(cell, grad_input, grad_output):
    return (grad_input[0] * 5,)


def bwd_none(cell, grad_input, grad_output):
    return None


def bwd_two(cell, grad_input, grad_output):
    return (grad_input[0] * 0, grad_input[1] + grad_output[0])


def pre_scale(cell, grad_output):
    return (grad_output[0] * 100,)


def fwd_mul(cell, inputs, output):
    return output * 3


CASES = {
    "hook_scales_grad_input": [("inner", "backward_hook", bwd_scale)],
    "hook_returns_none": [("inner", "backward_hook", bwd_none)],
    "hook_two_inputs": [("two", "backward_hook", bwd_two)],
    "pre_hook_scales_grad_output": [("inner", "backward_pre_hook", pre_scale)],
    "pre_hook_and_hook": [("inner", "backward_pre_hook", pre_scale), ("inner", "backward_hook", bwd_scale)],
    "hook_and_forward_hook": [("inner", "backward_hook", bwd_scale), ("inner", "forward_hook", fwd_mul)],
    "hook_on_top_cell": [("top", "backward_hook", bwd_scale)],
}
for name, regs in CASES.items():
    net = Net()
    for where, kind, fn in regs:
        cell = net if where == "top" else getattr(net, where)
        getattr(cell, f"register_{kind}")(fn)
    emit(f"{name}.forward", net(xf()))
    emit(f"{name}.grad_input", ms.grad(net)(xf()))
    emit(f"{name}.grad_input_and_weights", ms.grad(net, 0, net.trainable_params())(xf()))


def printing(cell, grad_input, grad_output):
    print("hook ran")


net = Net()
net.inner.register_backward_hook(printing)
emit_stdout("weights_only.printing_hook", lambda: ms.grad(net, None, net.trainable_params())(xf()))
emit_stdout("input.printing_hook", lambda: ms.grad(net)(xf()))
