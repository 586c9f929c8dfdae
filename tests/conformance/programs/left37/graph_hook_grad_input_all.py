"""left37: Graph mode, a Cell's backward hook sees a grad_input entry for every input bound to construct's
parameters (MindSpore 2.10, measured): a zero for a number input (`scale`), None for a None one (`bias`), so
`len(grad_input)` is 3 for `construct(self, a, scale=2.0, bias=None)` however it is called (msgraph: the Tensor
inputs only, 1 or 2; silent: 2.0 for 6.0).  PyNative keeps the Tensor inputs only (both)."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, nn
from _conf import emit, emit_error


def hook_len(cell, grad_input, grad_output):
    return (grad_input[0] * len(grad_input),) + grad_input[1:]


def hook_none(cell, grad_input, grad_output):
    if grad_input[-1] is None:
        return (grad_input[0] * 100,) + grad_input[1:]
    return (grad_input[0] * 7,) + grad_input[1:]


def hook_val(cell, grad_input, grad_output):
    return (grad_input[0] + grad_input[1],) + grad_input[1:]


class K(nn.Cell):
    def construct(self, a, scale=2.0, bias=None):
        r = a * scale
        if bias is not None:
            r = r + bias
        return r


class Net(nn.Cell):
    def __init__(self, mode, h):
        super().__init__()
        self.k = K()
        self.k.register_backward_hook(h)
        self.mode = mode

    def construct(self, a):
        if self.mode == 0:
            return self.k(a)
        if self.mode == 1:
            return self.k(a, 3.0)
        if self.mode == 2:
            return self.k(a, 3.0, a * 2)
        return self.k(a, 3.0, bias=a * 2)


a = Tensor(np.array([1.0, 2.0], np.float32))
for hn, h in (("len", hook_len), ("none", hook_none), ("val", hook_val)):
    for m in range(4):
        try:
            emit(f"{hn}_{m}", ops.GradOperation()(Net(m, h))(a), rtol=0, atol=0)
        except IndexError as e:   # (PyNative's grad_input has the Tensor inputs only)
            emit_error(f"{hn}_{m}", e)
