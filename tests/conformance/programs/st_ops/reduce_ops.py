"""Reduce* primitives with keep_dims, tuple/negative/empty axes and dtypes (test_reduce_op)."""
import numpy as np
from mindspore import Tensor
from mindspore.ops import operations as P
from _st import check

x = (np.arange(60).reshape(3, 4, 5) % 7 - 3).astype(np.float32)
xt = Tensor(x)
for name in ("ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin", "ReduceProd"):
    for kd in (False, True):
        for ax in ((), 0, -1, (0, 2), (-1, -2), (0, 1, 2)):
            check(f"{name}_{int(kd)}_{ax}", getattr(P, name)(kd), xt, ax)
b = Tensor(x > 0)
for name in ("ReduceAll", "ReduceAny"):
    for ax in ((), 1, (0, 2)):
        check(f"{name}_{ax}", getattr(P, name)(True), b, ax)
i = Tensor(x.astype(np.int32))
check("sum_int32", P.ReduceSum(), i, 1)
check("max_int32", P.ReduceMax(), i, (0, 1))
check("mean_float16", P.ReduceMean(True), Tensor(x.astype(np.float16)), 2)
check("sum_float64", P.ReduceSum(), Tensor(x.astype(np.float64)), (1,))
check("max_grad_ties", P.ReduceMax(), Tensor(np.array([[1.0, 3.0, 3.0], [2.0, 2.0, 0.0]], np.float32)), 1,
      grad=(0,))
check("min_grad_all", P.ReduceMin(), Tensor(np.array([[1.0, 3.0, 1.0], [2.0, 1.0, 5.0]], np.float32)), (),
      grad=(0,))
check("prod_grad", P.ReduceProd(True), Tensor(np.array([[1.0, 3.0, 2.0], [2.0, -1.0, 5.0]], np.float32)), 1,
      grad=(0,))
check("mean_grad", P.ReduceMean(), xt, (0, 2), grad=(0,))
