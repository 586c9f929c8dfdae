# Gradients of ops called without their optional inputs (ReduceMax()(t), ReduceSum()(t)...).
# (ReduceProd()(t) is left out: MindSpore 2.10's gradient of it is all ones, a MindSpore bug.)
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit

rmax = lambda t: ops.ReduceMax()(t)
rsum = lambda t: ops.ReduceSum()(t)
rmean = lambda t: ops.ReduceMean()(t)
rmin = lambda t: ops.ReduceMin(keep_dims=True)(t)

x = Tensor(np.array([1.0, 2.0], np.float32))
m = Tensor(np.array([[1.0, 5.0, 2.0], [4.0, 3.0, 0.5]], np.float32))
emit("reduce_max", ms.grad(rmax)(x))
emit("reduce_sum", ms.grad(rsum)(m))
emit("reduce_mean", ms.grad(rmean)(m))
emit("reduce_min_keep", ms.grad(rmin)(m))
