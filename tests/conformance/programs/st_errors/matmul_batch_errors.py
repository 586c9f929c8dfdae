"""ops.matmul of a matrix with a batch of matrices whose inner dims differ: MindSpore 2.10's MatMulExt
RuntimeError.  Its own program: MindSpore's PyNative mode can report a previous failed matmul's stale
error (class included) for a later one in the same process, so this case must be the first to fail."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


def check(label, fn, *args):
    """emit_error, then wait for the device: MindSpore's PyNative mode may otherwise report a failed
    op's error again (even its class) for the next failing op."""
    emit_error(label, fn, *args)
    ms.runtime.synchronize()


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


def f_matmul(x, y):
    return ops.matmul(x, y)


def t(*shape, dt=np.float32):
    return Tensor(np.arange(int(np.prod(shape))).reshape(shape).astype(dt))


check("matmul_matrix_batch_mismatch", Net(f_matmul), t(2, 3), t(2, 4, 5))
check("matmul_batch_batch_mismatch", Net(f_matmul), t(2, 2, 3), t(2, 4, 5))
