"""adapt40pn: ``mindspore.ops.auto_generate.contiguous`` / ``copy`` (MindSpore 2.10 CPU; adapted from
st/pynative/pyboost/test_ops_contiguous.py and test_ops_copy.py).

``contiguous`` of a transposed or strided view is a new Tensor in MindSpore: writing into it leaves the view's
base alone (msgraph's PyNative returned the view itself, so the write reached the base); in a Graph-mode Cell the
output of ``contiguous`` never aliases the input (msgraph's did: a write into the output changed the input).
A Python number, list or tuple is MindSpore's TypeError for both functions (msgraph returned it).  ``copy`` is called
outside Cells (MindSpore 2.10 has no CPU Copy kernel for graph code)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.auto_generate import contiguous, copy
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


def base():
    return Tensor(np.arange(6).reshape(2, 3).astype(np.float32))


def write_through(fn, view):
    x = base()
    y = (Net(fn) if fn is contiguous else fn)(view(x))   # MindSpore has no CPU Copy kernel in graph code
    y[0] = 7
    return x, y


emit("contiguous_transposed_write", write_through(contiguous, lambda t: ops.transpose(t, (1, 0))))
emit("contiguous_strided_write", write_through(contiguous, lambda t: t[:, 1]))
emit("copy_transposed_write", write_through(copy, lambda t: ops.transpose(t, (1, 0))))
emit("copy_plain_write", write_through(copy, lambda t: t))
emit("method_contiguous_transposed_write", (lambda x: (x.T.contiguous().__setitem__(0, 7), x)[1])(base()))
emit("contiguous_values", Net(contiguous)(ops.transpose(Tensor(np.arange(24).reshape(2, 3, 4).astype(np.int32)),
                                                        (2, 0, 1))))
emit("copy_values", copy(Tensor(np.arange(20).reshape(4, 5).astype(np.float16))[1:3:2, 1:4:2]))
for name, v in (("int", 3), ("list", [1, 2]), ("tuple", (1.5,)), ("bool", True)):
    emit_error(f"contiguous_{name}", lambda: Net(contiguous)(v))
    emit_error(f"copy_{name}", lambda: copy(v))
