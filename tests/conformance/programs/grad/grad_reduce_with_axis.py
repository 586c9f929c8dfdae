# The same reductions with an explicit axis argument.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit

rmax = lambda t: ops.ReduceMax()(t, 1)
rsum = lambda t: ops.ReduceSum(keep_dims=True)(t, (0,))
rmean = lambda t: ops.ReduceMean()(t, 0)
rprod = lambda t: ops.ReduceProd()(t, (0, 1))

m = Tensor(np.array([[1.0, 5.0, 2.0], [4.0, 3.0, 0.5]], np.float32))
emit("reduce_max_axis", ms.grad(rmax)(m))
emit("reduce_sum_axis", ms.grad(rsum)(m))
emit("reduce_mean_axis", ms.grad(rmean)(m))
emit("reduce_prod_all_axes", ms.grad(rprod)(m))
