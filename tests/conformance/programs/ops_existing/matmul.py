"""MatMul/BatchMatMul with transposes, ops.matmul with 1-D and broadcast batch operands, integer
matmul dtype, gradients."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check, error

a = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 2)
b = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 3 - 1)
bt = Tensor(np.ascontiguousarray((np.arange(12, dtype=np.float32).reshape(3, 4) / 3 - 1).T))
at = Tensor(np.ascontiguousarray((np.arange(6, dtype=np.float32).reshape(2, 3) / 2).T))
ba = Tensor(np.arange(2 * 2 * 3, dtype=np.float32).reshape(2, 2, 3) / 4)
bb = Tensor(np.arange(2 * 3 * 2, dtype=np.float32).reshape(2, 3, 2) / 5 - 0.5)

check("MatMul", ops.MatMul(), a, b, grad=True, rtol=1e-5, atol=1e-5)
check("MatMul_transpose_b", ops.MatMul(transpose_b=True), a, bt, grad=True, rtol=1e-5, atol=1e-5)
check("MatMul_transpose_a", ops.MatMul(transpose_a=True), at, b, grad=True, rtol=1e-5, atol=1e-5)
check("MatMul_both", ops.MatMul(True, True), at, bt, grad=True, rtol=1e-5, atol=1e-5)
check("BatchMatMul", ops.BatchMatMul(), ba, bb, grad=True, rtol=1e-5, atol=1e-5)
# (distinct Tensors: MindSpore's PyNative sums the gradients of one Tensor passed twice)
check("BatchMatMul_transpose_a", ops.BatchMatMul(transpose_a=True), bb, Tensor(bb.asnumpy()), grad=True, rtol=1e-5, atol=1e-5)
check("BatchMatMul_transpose_b", ops.BatchMatMul(transpose_b=True), ba, Tensor(ba.asnumpy()), grad=True, rtol=1e-5, atol=1e-5)
check("matmul_1d_2d", ops.matmul, Tensor(np.array([1.0, 2.0, 3.0], np.float32)), b, grad=True, rtol=1e-5, atol=1e-5)
check("matmul_2d_1d", ops.matmul, a, Tensor(np.array([1.0, -1.0, 2.0], np.float32)), grad=True, rtol=1e-5, atol=1e-5)
check("matmul_1d_1d", ops.matmul, Tensor(np.array([1.0, 2.0], np.float32)), Tensor(np.array([3.0, 4.0], np.float32)), grad=True)
check("matmul_bcast_batch", ops.matmul, ba, b, grad=True, rtol=1e-5, atol=1e-5)
check("matmul_int", ops.matmul, Tensor(np.array([[1, 2], [3, 4]], np.int32)), Tensor(np.array([[5], [6]], np.int32)))
check("matmul_f16", ops.matmul, Tensor(np.array([[1.0, 2.0]], np.float16)), Tensor(np.array([[0.5], [0.25]], np.float16)))
error("MatMul_shape_mismatch", ops.MatMul(), a, a)
