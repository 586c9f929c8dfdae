"""Calls from MindSpore 2.10's own ops docstring examples that msgraph refused (a sweep of the 564 examples in
mindspore/ops/function): ops.ones(shape=...), mindspore.bool / int / float, ops.max_pool2d with return_indices,
ceil_mode or dilation (MindSpore's MaxPoolWithArgmaxV2), ops.dense_to_sparse_coo / dense_to_sparse_csr."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error

MODES = ("pynative",)

emit("ones_shape_kw", ops.ones(shape=(2, 3), dtype=ms.int32))
emit("dtype_aliases", [str(ms.bool), str(ms.int), str(ms.float), ms.bool is ms.bool_, ms.float is ms.float32])
emit("logical_not_bool", ops.logical_not(Tensor(np.array([True, False, True]), ms.bool)))
x = Tensor(np.arange(2 * 1 * 5 * 6).reshape((2, 1, 5, 6)), ms.float32)
out, argmax = ops.max_pool2d(x, kernel_size=(3, 2), stride=(2, 1), return_indices=True)
emit("max_pool2d_indices", [out, argmax])
emit("max_pool2d_ceil", ops.max_pool2d(x, 2, ceil_mode=True))
emit("max_pool2d_dilation", ops.max_pool2d(x, 2, dilation=2))
emit("max_pool2d_padding", ops.max_pool2d(x, 2, 1, 1))
emit("max_pool2d_positional", ops.max_pool2d(x, 3, 2, 1, 1, True, True))
d = Tensor([[1, 0], [-5, 0]], ms.float32)
coo = ops.dense_to_sparse_coo(d)
emit("dense_to_sparse_coo", [coo.indices, coo.values, coo.shape])
csr = ops.dense_to_sparse_csr(d)
emit("dense_to_sparse_csr", [csr.indptr, csr.indices, csr.values, csr.shape])
emit_error("dense_to_sparse_coo_3d", ops.dense_to_sparse_coo, Tensor(np.ones((1, 1, 2), np.float32)))
emit_error("dense_to_sparse_csr_list", ops.dense_to_sparse_csr, [1.0, 2.0])
emit("hamming_window", [ops.hamming_window(5), ops.hamming_window(5, False), ops.hamming_window(5, dtype=ms.float64),
                        ops.hamming_window(6, False, 0.5, 0.5, dtype=ms.float16), ops.hamming_window(7, True, 0.6, 0.3)],
     rtol=0, atol=0)
