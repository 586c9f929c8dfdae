"""The gradient of `Tensor.take` through a negative index (found by the adapt35t gradient sweep s5_grad): MindSpore
2.10 clips the indices to [-n, n - 1] and gathers with GatherD, so x.take(-1) is the last element AND gets its
gradient (also -13 clipped to -12, i.e. element 0); msgraph's gather passed nothing back for a negative index."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

x = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
IT = Tensor(np.array([0, 5, -1, 5, -13, 20], np.int64))
W = Tensor(np.arange(1, 7, dtype=np.float32))


def f_flat(x):
    return (x.take(IT) * W).sum()


def f_axis(x):
    return x.take(Tensor(np.array([[-1, 1]]), ms.int64), 1).sum()


def f_wrap(x):
    return (x.take(IT, mode="wrap") * W).sum()


emit_error("grad_flat", lambda: ms.grad(f_flat)(x))
emit_error("grad_axis", lambda: ms.grad(f_axis)(x))
emit_error("grad_wrap", lambda: ms.grad(f_wrap)(x))
emit_error("jit_grad_flat", lambda: ms.jit(ms.grad(f_flat))(x))
emit_error("jit_grad_axis", lambda: ms.jit(ms.grad(f_axis))(x))
emit_error("value_wrap", lambda: x.take(IT, mode="wrap"))
emit("done", 1)
