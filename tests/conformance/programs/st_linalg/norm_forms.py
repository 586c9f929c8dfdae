"""ops.norm / Tensor.norm / ops.vector_norm over MindSpore 2.10's ord, dim, keepdim and dtype forms
(tests/st/ops/test_func_norm.py and tests/st/tensor/test_norm.py)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error

a = Tensor(np.arange(9, dtype=np.float32) - 4)
b = Tensor((np.arange(9, dtype=np.float32) - 4).reshape(3, 3))
c = Tensor(np.array([[1.0, 2.0, 3.0], [-1.0, 1.0, 4.0]], np.float32))
d = Tensor(np.arange(8, dtype=np.float32).reshape(2, 2, 2))


@ms.jit
def vec(a):
    return ops.norm(a), ops.norm(a, float('inf')), ops.norm(a, -float('inf')), ops.norm(a, 1), ops.norm(a, 2), \
        ops.norm(a, -1), ops.norm(a, -2), ops.norm(a, 3), ops.norm(a, -3), ops.norm(a, 0), ops.norm(a, 2.5)


@ms.jit
def mat(b):
    return ops.norm(b), ops.norm(b, float('inf')), ops.norm(b, -float('inf')), ops.norm(b, 1), ops.norm(b, -1), \
        ops.norm(b, 2), ops.norm(b, -2), ops.norm(b, 'fro'), ops.norm(b, 'nuc')


@ms.jit
def dims(c, d):
    return ops.norm(c, dim=0), ops.norm(c, dim=1), ops.norm(c, 1, 1), ops.norm(d, dim=(1, 2)), \
        ops.norm(c, None, 1, True), ops.norm(d, 2, (0, 2)), ops.norm(d, float('inf'), 1, True), \
        ops.norm(c, dtype=ms.float64), c.norm(1, 0), d.norm(None, (1, 2), True)


emit("vector_ords", vec(a), rtol=1e-5, atol=1e-5)
emit("matrix_ords", mat(b), rtol=1e-5, atol=1e-5)
emit("dims", dims(c, d), rtol=1e-5, atol=1e-5)
emit("tensor_method", (a.norm(), b.norm(2), b.norm(-float('inf')), c.norm(dim=1), d[0].norm(), d[1].norm()),
     rtol=1e-5, atol=1e-5)
emit("vector_norm", (ops.vector_norm(b), ops.vector_norm(b, 1), ops.vector_norm(b, float('inf'), 0, True),
                     ops.vector_norm(d, 3, (1, 2)), ops.vector_norm(b, 0)), rtol=1e-5, atol=1e-5)
emit_error("norm_fro_vector", ops.norm, a, 'fro')
v = Tensor(np.array([1, -2, 0, 3], np.int32))
m = Tensor(np.array([[1, -2], [0, 3]], np.int64))
emit("norm_int", (ops.norm(v), ops.norm(v, float('inf')), ops.norm(m), ops.norm(m, 'fro'), ops.norm(m, 1),
                  ops.norm(m, 2), ops.norm(m, dim=1), ops.norm(v, dtype=ms.float64), ops.matrix_norm(m),
                  ops.vector_norm(v)), rtol=1e-5, atol=1e-6)
emit_error("norm_int_lp", ops.norm, v, 1)
emit_error("norm_matrix_bad_ord", ops.norm, b, 3)
