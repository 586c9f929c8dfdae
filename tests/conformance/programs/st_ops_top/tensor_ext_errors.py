"""Bad input to the Tensor-API functions of tensor_ext: MindSpore 2.10's exception classes (and the integer
results of nansum/histc/bincount it keeps)."""
import numpy as np
from mindspore import Tensor, ops
from _conf import emit, emit_error

z = Tensor(np.zeros((2, 4), np.float32))
i = Tensor(np.array([4, 6, -9], np.int32))
emit_error("slice_scatter_shape", ops.slice_scatter, z, Tensor(np.ones((2, 3), np.float32)), 1, 0, 4, 2)
emit_error("slice_scatter_not_tensor", ops.slice_scatter, 1.0, 2)
emit_error("select_scatter_shape", ops.select_scatter, Tensor(np.zeros((2, 3), np.float32)),
           Tensor(np.ones(2, np.float32)), 0, 1)
emit_error("diagonal_scatter_shape", ops.diagonal_scatter, Tensor(np.zeros((3, 3), np.float32)),
           Tensor(np.ones(3, np.float32)), 1)
emit_error("nanmean_int", ops.nanmean, i)
emit_error("tensor_split_zero", ops.tensor_split, Tensor(np.arange(7)), 0)
emit_error("gcd_float", ops.gcd, z, z)
emit_error("det_rank1", ops.det, Tensor(np.ones(3, np.float32)))
emit("nansum_int", ops.nansum(i))
emit("histc_int", ops.histc(i, 4, 0.0, 5.0))
emit("bincount_negative", ops.bincount(Tensor(np.array([0, -1, 2], np.int32))))
