"""Exception classes of matrix products on bad input (MindSpore 2.10): ops.matmul and ``@`` are the
MatMulExt op (RuntimeError on shapes), the MatMul/BatchMatMul primitives and ops.mm a ValueError."""
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


def f_at(x, y):
    return x @ y


def f_matmul_none(x):
    return ops.matmul(x, None)


def f_mm(x, y):
    return ops.mm(x, y)


def f_prim(x, y):
    return ops.MatMul()(x, y)


def f_bmm_prim(x, y):
    return ops.BatchMatMul()(x, y)


def f_dense(x, w):
    return ops.dense(x, w)


def t(*shape, dt=np.float32):
    return Tensor(np.arange(int(np.prod(shape))).reshape(shape).astype(dt))


emit("matmul_ok", Net(f_matmul)(t(2, 3), t(3, 2)))
check("matmul_inner_mismatch", Net(f_matmul), t(2, 2), t(3, 3))
check("matmul_batch_not_broadcastable", Net(f_matmul), t(2, 2, 3), t(3, 3, 2))
check("matmul_1d_mismatch", Net(f_matmul), t(2), t(3))
check("matmul_operator_mismatch", Net(f_at), t(2, 3), t(2, 3))
check("matmul_none", Net(f_matmul_none), t(2, 2))
check("matmul_dtype_mismatch", Net(f_matmul), t(2, 2), t(2, 2, dt=np.int32))
check("mm_mismatch", Net(f_mm), t(2, 3), t(2, 3))
check("MatMul_prim_mismatch", Net(f_prim), t(2, 2), t(3, 3))
check("MatMul_prim_bool", Net(f_prim), t(2, 2, dt=np.bool_), t(2, 2, dt=np.bool_))
check("BatchMatMul_prim_mismatch", Net(f_bmm_prim), t(2, 2, 3), t(2, 2, 3))
check("dense_mismatch", Net(f_dense), t(2, 3), t(4, 5))
check("matmul_matrix_vector_mismatch", Net(f_matmul), t(2, 3), t(4))
check("matmul_vector_matrix_mismatch", Net(f_matmul), t(4), t(3, 2))
check("matmul_batch_vector_mismatch", Net(f_matmul), t(2, 2, 3), t(4))
