"""graph_state_sweep (gss28): PyNative: a Cell's backward hook gets None in grad_input for an input the gradient
does not reach (``ms.grad(net, None, weights)``: only the Parameters are differentiated), as MindSpore 2.10; a
hook computing with it raises TypeError (msgraph passed a zero Tensor).  (After that error MindSpore 2.10's later
PyNative gradients fail too, so this program takes no other gradient.)"""
import numpy as np
import mindspore as ms
from _conf import emit, emit_error
from _gss28_util import Outer, xf

MODES = ("pynative",)
seen = []


def show(cell, grad_input, grad_output):
    seen.append(tuple(None if g is None else g for g in grad_input))


def scale(cell, grad_input, grad_output):
    return (grad_input[0] * 5,)


net = Outer()
net.inner.register_backward_hook(show)
emit("weights_only.grads", ms.grad(net, None, net.trainable_params())(xf()))
emit("weights_only.grad_input", seen[-1])
net2 = Outer()
net2.inner.register_backward_hook(scale)
emit_error("weights_only.hook_uses_none", lambda: ms.grad(net2, None, net2.trainable_params())(xf()))
